import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  BookRevisionRequest,
  BookRevisionResponse,
  CheckoutRequest,
  CheckoutResponse,
  DepositOrderRequest,
  DiscountRequest,
  DiscountResponse,
  OrderDetailsResponse,
  OrderProgressResponse,
  PaymentConfirmationRequest,
  PaymentConfirmationResponse,
  PaymentInitiationRequest,
  PaymentOrderResponse,
  PlaceOrderRequest,
  ProductOrderRequest,
  RequestUuid,
  type DepositOrderRequest as DepositBody,
  type ProductOrderRequest as ProductBody,
} from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { invalidRequest } from '../../platform/errors/domainError.js';
import { requestLanguage } from '../../platform/http/requestLanguage.js';
import '../../platform/http/schemaFormats.js';
import type { ShopMetrics } from '../../platform/operations/metrics.js';
import type { PaymentProvider } from '../payments/index.js';
import type { RequestAccess } from '../personalization/index.js';
import { createDepositOrder } from './depositOrders.js';
import { orderProgress } from './orderProgress.js';
import { confirmPayment } from './paymentConfirmation.js';
import type { ReviewWindow } from './reviewWindow.js';
import { reviseBook } from './bookRevision.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { visitorSession } from '../../platform/security/sessions.js';
import { applyCoupon, checkoutProductOrder, initiateProductPayment, placeProductOrder, quoteProductOrder } from './productOrders.js';
import type { WorkBudget } from '../abuse/index.js';

const compiled = { deposit: TypeCompiler.Compile(DepositOrderRequest), product: TypeCompiler.Compile(ProductOrderRequest) };

/** The body of POST /orders is checked against the schema its orderType names, for clear messages. */
function orderBody(body: { orderType: string }): { kind: 'deposit'; body: DepositBody } | { kind: 'product'; body: ProductBody } {
  const kind = body.orderType;
  if (kind !== 'deposit' && kind !== 'product') throw invalidRequest("orderType must be 'deposit' or 'product'");
  if (kind === 'deposit' && compiled.deposit.Check(body)) return { kind, body };
  if (kind === 'product' && compiled.product.Check(body)) return { kind, body };
  const errors = [...compiled[kind].Errors(body)].map((error) => ({ field: error.path.slice(1), message: error.message }));
  const error = invalidRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '));
  throw Object.assign(error, { errors });
}

const params = Type.Object({ requestUuid: RequestUuid });
const route = <Body extends TSchema, Reply extends TSchema>(body: Body, response: Reply) => ({
  schema: { params, body, response: { 200: response } },
});

/** The order calls (docs/product.md#ordering), each a step of the order state machine. */
export const orderRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  jobs: JobQueue;
  review: ReviewWindow;
  storage: ObjectStore;
  provider: PaymentProvider;
  access: RequestAccess;
  metrics: ShopMetrics;
  budget: WorkBudget;
}> = async (app, { db, jobs, review, storage, provider, access, metrics, budget }) => {
  app.post(
    '/orders',
    {
      schema: {
        body: Type.Object({ orderType: Type.String({ maxLength: 20 }) }, { additionalProperties: true }),
        response: { 200: Type.Union([PaymentOrderResponse, OrderDetailsResponse]) },
      },
    },
    async (request) => {
      const parsed = orderBody(request.body);
      await access.require(request, parsed.body.requestUuid);
      return parsed.kind === 'deposit' ? createDepositOrder(db, provider, parsed.body) : quoteProductOrder(db, parsed.body, review);
    },
  );

  app.patch('/orders/:requestUuid/place', route(PlaceOrderRequest, Type.Object({ status: Type.Literal('placed') })), async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    await placeProductOrder(db, requestUuid, request.body);
    return { status: 'placed' as const };
  });

  app.get(
    '/orders/:requestUuid/progress',
    { schema: { params: Type.Object({ requestUuid: RequestUuid }), response: { 200: OrderProgressResponse } } },
    async (request) => {
      const { requestUuid } = request.params;
      await access.require(request, requestUuid);
      return orderProgress(db, requestUuid, review);
    },
  );

  app.patch('/orders/:requestUuid/book', route(BookRevisionRequest, BookRevisionResponse), async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    return reviseBook(db, jobs, storage, requestUuid, request.body, {
      sessionId: visitorSession(request),
      redraws: review.redraws,
      spend: (pages) => budget.spend({ address: request.ip, redrawOf: requestUuid, pages }),
    });
  });

  app.patch('/orders/:requestUuid/checkout', route(CheckoutRequest, CheckoutResponse), async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    const { deliveryAddress, billingAddress } = request.body;
    return checkoutProductOrder(db, requestUuid, { delivery: deliveryAddress, billing: billingAddress }, review);
  });

  app.patch('/orders/:requestUuid/discount', route(DiscountRequest, DiscountResponse), async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    return applyCoupon(db, requestUuid, request.body.couponCode, requestLanguage(request));
  });

  app.patch('/orders/:requestUuid/payment_initiation', route(PaymentInitiationRequest, PaymentOrderResponse), async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    return initiateProductPayment(db, provider, requestUuid);
  });

  app.patch(
    '/orders/:requestUuid/payment_confirmation',
    route(PaymentConfirmationRequest, PaymentConfirmationResponse),
    async (request) => {
      const { requestUuid } = request.params;
      await access.require(request, requestUuid);
      return confirmPayment(db, jobs, review, provider, metrics, request.log, requestUuid, request.body);
    },
  );
};
