import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type {
  BookPreviewRequest,
  BookPreviewResponse,
  BookRequest,
  CsrfTokenResponse,
  DepositOrderRequest,
  GeneratePagesRequest,
  PaymentConfirmationRequest,
  PaymentConfirmationResponse,
  PaymentOrderResponse,
  PersonalPhotoFields,
  PersonalPhotoResponse,
} from 'shared-contracts';
import { API_BASE_PATH } from 'contracts/constants';

/** What the sandbox's "bank" answers for a card: the signed success, or the provider's error. */
/** The sandbox's answer for a card that pays: what the checkout widget hands the page. */
export interface SandboxPaid {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What the sandbox's "bank" answers for a card: the signed success, or the provider's error. */
export type SandboxPayment = SandboxPaid | { error: { code: string; description: string; reason: string } };

/** A request id in the shop's own format: the day, then a UUID. */
export const newRequestUuid = () => `22112026-${crypto.randomUUID()}`;

/**
 * The storefront API as the screens call it, from the test: the page's own cookies (so the same
 * visitor session), the anti-forgery token on every changing call, bodies and answers typed from
 * shared-contracts. A call that fails throws with the server's answer.
 */
export class StorefrontApi {
  private readonly request: APIRequestContext;
  private token: string | null = null;

  constructor(page: Page) {
    this.request = page.request;
  }

  private async csrfToken() {
    this.token ??= (await this.read<CsrfTokenResponse>(await this.request.get(`${API_BASE_PATH}/csrf-token`))).csrf_token;
    return this.token;
  }

  private async read<T>(response: APIResponse): Promise<T> {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  private async send<Body, Reply>(method: 'POST' | 'PATCH', path: string, body: Body): Promise<Reply> {
    const headers = { 'X-CSRF-Token': await this.csrfToken() };
    return this.read<Reply>(await this.request.fetch(`${API_BASE_PATH}${path}`, { method, headers, data: body }));
  }

  async uploadPhoto(fields: PersonalPhotoFields, photo: Buffer): Promise<PersonalPhotoResponse> {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
    for (const [name, value] of Object.entries(fields)) multipart[name] = String(value);
    multipart.photo = { name: 'child_photo.jpg', mimeType: 'image/jpeg', buffer: photo };
    const headers = { 'X-CSRF-Token': await this.csrfToken() };
    return this.read(await this.request.post(`${API_BASE_PATH}/personalphotos/`, { headers, multipart }));
  }

  startPreview(body: BookPreviewRequest) {
    return this.send<BookPreviewRequest, BookPreviewResponse>('POST', '/bookpreviews/', body);
  }

  async preview(requestUuid: string): Promise<BookPreviewResponse> {
    return this.read(await this.request.get(`${API_BASE_PATH}/bookpreviews/${requestUuid}`));
  }

  generatePages(body: GeneratePagesRequest) {
    return this.send<GeneratePagesRequest, BookPreviewResponse>('POST', `/bookpreviews/${body.requestUuid}/generate-pages`, body);
  }

  /** Polls the preview until the given pages are drawn. */
  async previewWithPages(requestUuid: string, pages: number[]): Promise<BookPreviewResponse> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const preview = await this.preview(requestUuid);
      if (pages.every((n) => preview.previewPagesStatus[n] === 'available')) return preview;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`pages ${pages.join(', ')} of ${requestUuid} were not drawn within a minute`);
  }

  depositOrder(body: DepositOrderRequest) {
    return this.send<DepositOrderRequest, PaymentOrderResponse>('POST', '/orders', body);
  }

  payInSandbox(orderId: string, cardNumber: string) {
    return this.send<{ orderId: string; cardNumber: string }, SandboxPayment>('POST', '/payments/sandbox/pay', { orderId, cardNumber });
  }

  /** Confirms a payment the sandbox signed, as the page does when the widget reports success. */
  confirmPaid(requestUuid: string, paymentFor: PaymentConfirmationRequest['paymentFor'], paid: SandboxPaid) {
    return this.send<PaymentConfirmationRequest, PaymentConfirmationResponse>('PATCH', `/orders/${requestUuid}/payment_confirmation`, {
      requestUuid,
      paymentFor,
      paymentSuccess: true,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
  }

  saveSelections(body: BookRequest) {
    return this.send<BookRequest, { status: 'saved' }>('POST', '/books/requests', body);
  }
}
