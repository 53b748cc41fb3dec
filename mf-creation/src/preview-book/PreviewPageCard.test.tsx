import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from 'shared-contracts/testing';
import { PreviewPageCard } from './PreviewPageCard';
import { previewWith } from './previewFixture';

const [page] = previewWith(['available']).pages;

describe('a preview page', () => {
  it('gives a phone the picture without its words, and the words as text under it', () => {
    renderWithStore(<PreviewPageCard page={page} status="available" selected={null} onToggle={() => undefined} />, {
      path: '/preview-book',
    });
    const source = document.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 599px)');
    expect(source).toHaveAttribute('srcset', page.pictureFileURL![0]);
    expect(screen.getByRole('img', { name: 'Page 1, Page 1: option 1 of 2' })).toHaveAttribute('src', page.imageFileURL[0]);
    expect(screen.getByText("Aarav's words on page 1.")).toBeInTheDocument();
  });

  it('opens the picture shown full screen at a tap, and closes it again', () => {
    renderWithStore(<PreviewPageCard page={page} status="available" selected={null} onToggle={() => undefined} />, {
      path: '/preview-book',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open full screen: Page 1, Page 1: option 2 of 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Page 1, Page 1: option 2 of 2' });
    expect(viewer.querySelector('img')).toHaveAttribute('src', page.imageFileURL[1]);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
