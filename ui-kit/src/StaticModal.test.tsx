import { fireEvent, render, screen } from '@testing-library/react';
import { StaticModal } from './StaticModal';

describe('static modal', () => {
  it('takes focus, keeps it inside, and ignores Escape', () => {
    render(
      <StaticModal title="Pay" titleId="pay-title">
        <button type="button">First</button>
        <button type="button">Last</button>
      </StaticModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Pay' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
