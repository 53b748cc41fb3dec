import { act, fireEvent, screen } from '@testing-library/react';
import { activateLanguage } from 'shared-contracts';
import { renderWithStore, testI18n } from 'shared-contracts/testing';
import { DepositModal } from './DepositModal';

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
  return { onMinimize };
}

describe('deposit dialog', () => {
  it('states the amount, fixes the phone code and offers India only', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Token Payment Required' })).toHaveTextContent(
      'You have seen the first 4 pages of your book. A small deposit of ₹99.00 unlocks the rest of the preview.',
    );
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
      'Name is required',
      'Enter a valid email address',
      'Enter a valid phone number (7-15 digits)',
      'Country is required',
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

describe('deposit dialog in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('asks for the deposit in Hindi, the amount formatted for it and India still the value sent', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'टोकन भुगतान ज़रूरी है' });
    expect(dialog).toHaveTextContent('आप अपनी पुस्तक के पहले 4 पृष्ठ देख चुके हैं।');
    expect(screen.getByText('₹99.00').tagName).toBe('STRONG');
    expect(screen.getByRole('option', { name: 'भारत' })).toHaveValue('India');
    expect(screen.getByRole('button', { name: 'अभी भुगतान करें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeEnabled();
  });
});
