import { newPerson, newPet } from 'contracts/companions';
import type { OrderDetailsResponse, Product } from 'contracts/schemas';
import { paymentSignature } from '../payments/paymentProvider.js';
import { indianAddress, newBookRequest, payDeposit, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';

const SANDBOX_SECRET = 's'.repeat(40);

/**
 * One price everywhere: for every story, print type and size, what the catalogue, the print options,
 * the checkout, the order page and the receipt show is what the payment charges, with the deposit
 * paid before counted towards it.
 */
describeEachDatabase(
  'one price, from the home page to the payment',
  (storefront) => {
    it('shows every story x print type x size at the price the payment charges, less the deposit paid', async () => {
      const { app } = storefront();
      const products: Product[] = (await app.inject('/api/products')).json().products;
      const live = products.filter((product) => product.status === 'live');
      expect(live.length).toBeGreaterThanOrEqual(3);
      let walked = 0;
      for (const product of live) {
        const visitor = await newVisitor(app);
        const probe = await newBookRequest(app, visitor, product.productId);
        const options: OrderDetailsResponse = (await visitor.post('/api/orders', productQuote(probe))).json();
        // The catalogue's "from" lines are each print type's cheapest size, as the print options charge it.
        expect(product.productPriceSummary.map((line) => line.price)).toEqual(
          options.printTypeDetails.map((type) => Math.min(...type.printSizeVariations.map((size) => size.price))),
        );
        for (const type of options.printTypeDetails) {
          for (const { size, price } of type.printSizeVariations) {
            const requestUuid = await newBookRequest(app, visitor, product.productId);
            await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: `pay_dep_${walked}` });
            const depositCharged = await app.db
              .selectFrom('payments')
              .select('amount_paise')
              .where('request_uuid', '=', requestUuid)
              .where('payment_for', '=', 'deposit')
              .executeTakeFirstOrThrow();
            const depositAmount = depositCharged.amount_paise / 100;
            await visitor.post('/api/orders', productQuote(requestUuid));
            await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: type.printType, printSize: size });
            const checkout = (
              await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
                deliveryAddress: indianAddress(),
                billingAddress: indianAddress(),
              })
            ).json();
            const due = price + checkout.shippingCost - depositAmount;
            expect(checkout).toMatchObject({ subTotal: price, depositPaid: depositAmount, totalCost: due });

            const { razorpayOrderId } = (
              await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })
            ).json();
            const charged = await app.db
              .selectFrom('payments')
              .select('amount_paise')
              .where('provider_order_id', '=', razorpayOrderId)
              .executeTakeFirstOrThrow();
            expect(charged.amount_paise).toBe(Math.round(due * 100));
            const paymentId = `pay_book_${walked}`;
            const confirmed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
              requestUuid,
              paymentFor: 'product',
              paymentSuccess: true,
              razorpayOrderId,
              razorpayPaymentId: paymentId,
              razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, paymentId),
            });
            expect(confirmed.json()).toMatchObject({ paymentConfirmed: true });

            const progress = (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();
            expect(progress.amounts).toMatchObject({ subTotal: price, depositPaid: depositAmount, totalCost: due });
            const receipt = await app.db
              .selectFrom('emails')
              .select('text')
              .where('email_id', '=', `order-receipt:${requestUuid}`)
              .executeTakeFirstOrThrow();
            expect(receipt.text).toContain(`INR ${due.toFixed(2)}`);
            expect(receipt.text).toContain(`INR ${depositAmount.toFixed(2)}`);
            walked += 1;
          }
        }
      }
      expect(walked).toBe(live.length * 5);
    });

    it('comes with the family at no extra price, as the print prices say', async () => {
      const { app } = storefront();
      const types = await app.db.selectFrom('print_types').select('companion_price_paise').execute();
      expect(types.map((type) => type.companion_price_paise)).toEqual(types.map(() => 0));
    });

    it('charges each companion at the companion price of its print type wherever a price is shown', async () => {
      const { app } = storefront();
      await app.db.updateTable('print_types').set({ companion_price_paise: 19900 }).where('print_type', '=', 'Hardcover').execute();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor, 1);
      await app.db
        .insertInto('book_previews')
        .values({
          request_uuid: requestUuid,
          skin_tone: 'medium',
          hero: null,
          companions: JSON.stringify([newPerson('nani', 'en'), { ...newPet('dog'), name: 'Bruno' }]),
          image_token: 'family',
          started_at: new Date().toISOString(),
        })
        .execute();
      await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_dep_family' });
      const options: OrderDetailsResponse = (await visitor.post('/api/orders', productQuote(requestUuid))).json();
      const [paperback, hardcover] = ['Paperback', 'Hardcover'].map((name) =>
        options.printTypeDetails.find((type) => type.printType === name),
      );
      expect(paperback?.companionPrice).toBeUndefined();
      expect(paperback?.printSizeVariations[0]).toMatchObject({ price: 999, originalPrice: 1299 });
      expect(hardcover?.companionPrice).toEqual({ each: 199, count: 2 });
      expect(hardcover?.printSizeVariations[0]).toMatchObject({ price: 1499 + 398, originalPrice: 1999 + 398 });

      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      const checkout = (
        await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() })
      ).json();
      expect(checkout).toMatchObject({ subTotal: 1897, totalCost: 1897 + checkout.shippingCost - checkout.depositPaid });
      const { razorpayOrderId } = (await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })).json();
      const charged = await app.db
        .selectFrom('payments')
        .select('amount_paise')
        .where('provider_order_id', '=', razorpayOrderId)
        .executeTakeFirstOrThrow();
      expect(charged.amount_paise).toBe(Math.round(checkout.totalCost * 100));
    });

    it('applies a coupon to the book price before the deposit is counted', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor, 1);
      await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_dep_coupon' });
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
      const coupon = (await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' })).json();
      expect(coupon).toMatchObject({ discountApplied: true, discountAmount: 149.9, newTotalCost: 1250.1 });
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
