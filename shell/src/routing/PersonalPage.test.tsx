import { render } from '@testing-library/react';
import { findRoute } from 'shared-contracts';
import { SHOP_ROUTES } from 'shared-contracts/testing';
import { PersonalPage } from './PersonalPage';

describe('personal pages', () => {
  it('are the creation and ordering screens', () => {
    expect(SHOP_ROUTES.filter((route) => route.personal).map((route) => route.path)).toEqual([
      '/provide-book-details',
      '/upload-book-photo',
      '/preview-book',
      '/initiate-order',
      '/place-order',
      '/checkout',
      '/payment-confirmation',
      '/order-status',
    ]);
  });

  it('mask their text and images for session replay, and only theirs', () => {
    const { container, rerender } = render(
      <PersonalPage route={findRoute(SHOP_ROUTES, '/upload-book-photo')!}>
        <p>Anaya</p>
      </PersonalPage>,
    );
    expect(container.querySelector('[data-clarity-mask="true"]')).toHaveTextContent('Anaya');
    rerender(
      <PersonalPage route={findRoute(SHOP_ROUTES, '/about')!}>
        <p>About us</p>
      </PersonalPage>,
    );
    expect(container.querySelector('[data-clarity-mask]')).toBeNull();
  });
});
