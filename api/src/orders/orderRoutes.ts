import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import {
  CheckoutRequest,
  CheckoutResponse,
  DepositOrderRequest,
  DiscountRequest,
  DiscountResponse,
  OrderDetailsResponse,
  PaymentConfirmationRequest,
  PaymentConfirmationResponse,
  PaymentInitiationRequest,
  PaymentOrderResponse,
  PlaceOrderRequest,
  ProductOrderRequest,
  RequestUuid,
  type CheckoutRequest as CheckoutBody,
  type DepositOrderRequest as DepositBody,
  type PaymentConfirmationRequest as ConfirmationBody,
  type PlaceOrderRequest as PlaceBody,
  type ProductOrderRequest as ProductBody,
} from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { HttpError } from '../http/errors.js';
import '../http/schemaFormats.js';
import type { PaymentProvider } from '../payments/paymentProvider.js';
import type { RequestAccess } from '../security/requestAccess.js';
import { createDepositOrder } from './depositOrders.js';
import { confirmPayment } from './paymentConfirmation.js';
import { applyCoupon, checkoutProductOrder, initiateProductPayment, placeProductOrder, quoteProductOrder } from './productOrders.js';

const compiled = { deposit: TypeCompiler.Compile(DepositOrderRequest), product: TypeCompiler.Compile(ProductOrderRequest) };

/** The body of POST /orders is checked against the schema its orderType names, for clear messages. */
function orderBody(body: unknown): { kind: 'deposit'; body: DepositBody } | { kind: 'product'; body: ProductBody } {
  const kind = (body as { orderType?: unknown } | null)?.orderType;
  if (kind !== 'deposit' && kind !== 'product') throw new HttpError(400, "Invalid request: orderType must be 'deposit' or 'product'");
  const errors = [...compiled[kind].Errors(body)].map((error) => ({ field: error.path.slice(1), message: error.message }));
  if (errors.length) {
    const error = new HttpError(400, `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
    Object.assign(error, { errors });
    throw error;
  }
  return kind === 'deposit' ? { kind, body: body as DepositBody } : { kind, body: body as ProductBody };
}

const params = Type.Object({ requestUuid: RequestUuid });
const route = (body: TSchema, response: TSchema) => ({ schema: { params, body, response: { 200: response } } });

/** The order calls of both specifications, each a step of the order state machine. */
export async function orderRoutes(
  app: FastifyInstance,
  { db, provider, access }: { db: Db; provider: PaymentProvider; access: RequestAccess },
) {
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
      return parsed.kind === 'deposit' ? createDepositOrder(db, provider, parsed.body) : quoteProductOrder(db, parsed.body);
    },
  );

  app.patch('/orders/:requestUuid/place', route(PlaceOrderRequest, Type.Object({ status: Type.Literal('placed') })), async (request) => {
    const { requestUuid } = request.params as { requestUuid: string };
    await access.require(request, requestUuid);
    const { printType, printSize } = request.body as PlaceBody;
    await placeProductOrder(db, requestUuid, printType, printSize);
    return { status: 'placed' as const };
  });

  app.patch('/orders/:requestUuid/checkout', route(CheckoutRequest, CheckoutResponse), async (request) => {
    const { requestUuid } = request.params as { requestUuid: string };
    await access.require(request, requestUuid);
    const { deliveryAddress, billingAddress } = request.body as CheckoutBody;
    return checkoutProductOrder(db, requestUuid, deliveryAddress, billingAddress);
  });

  app.patch('/orders/:requestUuid/discount', route(DiscountRequest, DiscountResponse), async (request) => {
    const { requestUuid } = request.params as { requestUuid: string };
    await access.require(request, requestUuid);
    return applyCoupon(db, requestUuid, (request.body as { couponCode: string }).couponCode);
  });

  app.patch('/orders/:requestUuid/payment_initiation', route(PaymentInitiationRequest, PaymentOrderResponse), async (request) => {
    const { requestUuid } = request.params as { requestUuid: string };
    await access.require(request, requestUuid);
    return initiateProductPayment(db, provider, requestUuid);
  });

  app.patch(
    '/orders/:requestUuid/payment_confirmation',
    route(PaymentConfirmationRequest, PaymentConfirmationResponse),
    async (request) => {
      const { requestUuid } = request.params as { requestUuid: string };
      await access.require(request, requestUuid);
      return confirmPayment(db, provider, requestUuid, request.body as ConfirmationBody);
    },
  );
}
