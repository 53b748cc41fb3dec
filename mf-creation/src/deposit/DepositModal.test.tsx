import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from 'shared-contracts/testing';
import { DepositModal } from './DepositModal';
import { DEPOSIT_MESSAGES } from './depositRules';

function renderModal(onMinimize = jest.fn()) {
  renderWithStore(
    <DepositModal
      requestUuid="22112026-00000000-0000-4000-8000-000000000000"
      depositAmount={99}
      freePages={4}
      onPaid={jest.fn()}
      onMinimize={onMinimize}
    />,
  );
  return { onMinimize, dialog: screen.getByRole('dialog', { name: 'Token Payment Required' }) };
}

describe('deposit dialog', () => {
  it('states the amount, fixes the phone code and offers India only', () => {
    renderModal();
    expect(screen.getByText('₹99.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone code')).toHaveTextContent('+91');
    expect([...screen.getByLabelText<HTMLSelectElement>('Country').options].map((o) => o.value)).toEqual(['', 'India']);
    expect(screen.getByLabelText('Country')).toHaveValue('India');
  });

  it('enables Pay Now only when every field is valid, with each message shown', () => {
    renderModal();
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();
    for (const [label, value] of [
      ['Name', ''],
      ['Email', 'meera@'],
      ['Phone', '12345'],
    ] as const) {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Country'));
    for (const message of [
      DEPOSIT_MESSAGES.nameRequired,
      DEPOSIT_MESSAGES.emailInvalid,
      DEPOSIT_MESSAGES.phoneInvalid,
      DEPOSIT_MESSAGES.countryRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera Rao' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98123 45678' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'India' } });
    expect(payNow).toBeEnabled();
  });

  it('ignores Escape, and Go Back minimizes it', () => {
    const { onMinimize } = renderModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onMinimize).toHaveBeenCalledTimes(1);
  });
});
