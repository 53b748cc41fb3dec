import { openCheckout, type CheckoutFailure, type CheckoutSuccess } from './checkoutWidget';

/**
 * Razorpay's checkout script as the browser gets it from the provider: the test drives what the
 * payer does in it (declined attempts, a paid one, closing it).
 */
class ProviderWidget {
  static last: ProviderWidget;
  private failedListeners: ((response: CheckoutFailure) => void)[] = [];
  constructor(private readonly options: { handler: (response: CheckoutSuccess) => void; modal: { ondismiss: () => void } }) {
    ProviderWidget.last = this;
  }
  on(_event: 'payment.failed', callback: (response: CheckoutFailure) => void) {
    this.failedListeners.push(callback);
  }
  open() {}
  decline(description: string) {
    for (const listener of this.failedListeners) listener({ error: { code: 'BAD_REQUEST_ERROR', description, reason: 'card_declined' } });
  }
  pay() {
    this.options.handler({ razorpay_payment_id: 'pay_2', razorpay_order_id: 'order_1', razorpay_signature: 'sig' });
  }
  close() {
    this.options.modal.ondismiss();
  }
}

const request = {
  key: 'rzp_test',
  orderId: 'order_1',
  amount: 149900,
  description: 'Hardcover storybook',
  prefill: { name: '', email: '', contact: '' },
};

describe('the payment widget', () => {
  beforeEach(() => {
    (window as unknown as { Razorpay: unknown }).Razorpay = ProviderWidget;
  });

  it('settles as paid when the payer retries in the open widget after a declined card', async () => {
    const outcome = openCheckout(request, 'Hero Tales');
    await Promise.resolve();
    ProviderWidget.last.decline('Your card was declined by the bank.');
    ProviderWidget.last.pay();
    await expect(outcome).resolves.toEqual({ kind: 'success', response: expect.objectContaining({ razorpay_payment_id: 'pay_2' }) });
  });

  it('settles as failed, with the last declined attempt, when the payer closes the widget after it', async () => {
    const outcome = openCheckout(request, 'Hero Tales');
    await Promise.resolve();
    ProviderWidget.last.decline('Insufficient funds.');
    ProviderWidget.last.decline('Your card was declined by the bank.');
    ProviderWidget.last.close();
    await expect(outcome).resolves.toEqual({
      kind: 'failed',
      response: { error: expect.objectContaining({ description: 'Your card was declined by the bank.' }) },
    });
  });

  it('settles as dismissed when the payer closes it without trying', async () => {
    const outcome = openCheckout(request, 'Hero Tales');
    await Promise.resolve();
    ProviderWidget.last.close();
    await expect(outcome).resolves.toEqual({ kind: 'dismissed' });
  });
});
