import { PIN_CIRCLES } from 'contracts/postal-codes';
import { paymentSignature } from '../payments/paymentProvider.js';
import { TYPED_TEXT_MESSAGES } from '../../platform/i18n/typedTextMessages.js';
import { indianAddress, newBookRequest, payForOrder, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, visitorOn, type TestStorefront, type Visitor } from '../../testing/testApp.js';

const SANDBOX_SECRET = 's'.repeat(40);

/** An order quoted and placed for a Paperback, waiting for its addresses. */
async function placedPaperback(storefront: TestStorefront, visitor: Visitor) {
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
  return requestUuid;
}

async function orderUpToCheckout(storefront: TestStorefront, visitor: Visitor) {
  const requestUuid = await newBookRequest(storefront.app, visitor);
  expect((await visitor.post('/api/orders', productQuote(requestUuid))).statusCode).toBe(200);
  expect(
    (await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' }))
      .statusCode,
  ).toBe(200);
  const checkout = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
    deliveryAddress: indianAddress(),
    billingAddress: indianAddress(),
  });
  expect(checkout.statusCode).toBe(200);
  return requestUuid;
}

async function orderState(storefront: TestStorefront, requestUuid: string) {
  return storefront.app.db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
}

describeEachDatabase(
  'product order funnel',
  (storefront) => {
    let visitor: Visitor;
    beforeEach(async () => {
      visitor = await newVisitor(storefront().app);
    });

    it('quotes the print options with prices from the seeded catalogue', async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const response = await visitor.post('/api/orders', productQuote(requestUuid));
      expect(response.statusCode).toBe(200);
      const { printTypeDetails } = response.json();
      expect(response.json().requestUuid).toBe(requestUuid);
      expect(printTypeDetails.map((p: { printType: string }) => p.printType)).toEqual(['Paperback', 'Hardcover']);
      expect(printTypeDetails.filter((p: { bestChoice: boolean }) => p.bestChoice)).toHaveLength(1);
      for (const type of printTypeDetails) {
        expect(type).toMatchObject({
          sampleImageURL: expect.stringMatching(/^\/media\//),
          paperFinishType: expect.any(String),
          deliveryTimeline: expect.any(String),
        });
        for (const size of type.printSizeVariations) expect(size.originalPrice).toBeGreaterThan(size.price);
      }
      expect((await orderState(storefront(), requestUuid)).state).toBe('quoted');
    });

    it('says the day each size arrives by, in India, and at the checkout the day for the address given', async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const quoted = (await visitor.post('/api/orders', productQuote(requestUuid))).json().printTypeDetails as {
        printType: string;
        printSizeVariations: { size: string; arrivesBy: string }[];
      }[];
      const day = (printType: string, prefix: string) =>
        quoted.find((type) => type.printType === printType)!.printSizeVariations.find((size) => size.size.startsWith(prefix))!.arrivesBy;
      const today = new Date().toISOString().slice(0, 10);
      for (const size of quoted.flatMap((type) => type.printSizeVariations)) expect(size.arrivesBy > today).toBe(true);
      // Gelato's square made near the reader comes before Lulu's landscape, carried from abroad.
      expect(day('Hardcover', 'Square') < day('Hardcover', 'Landscape')).toBe(true);
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Landscape 11 x 8.5 in (28 x 22 cm)' });
      const us = { country: 'US', state: 'CA', stateName: 'California', zip: '94103', phoneCode: '+1', phoneNumber: '+14155550123' };
      const checkout = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(us),
        billingAddress: indianAddress(),
      });
      // Lulu prints in the United States: sooner there than to India.
      expect(checkout.json().arrivesBy < day('Hardcover', 'Landscape')).toBe(true);
    });

    it("answers every option's words in each language, the values to order with staying the English names", async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const [paperback, hardcover] = (await visitor.post('/api/orders', productQuote(requestUuid))).json().printTypeDetails;
      expect(hardcover.texts.en).toEqual({
        printType: 'Hardcover',
        description: hardcover.description,
        paperFinishType: 'Matte laminated hard case cover, 200 gsm silk pages',
        deliveryTimeline: 'Delivered within 10 business days in India',
        sizes: {
          'Square 8 x 8 in (20 x 20 cm)': 'Square 8 x 8 in (20 x 20 cm)',
          'Large 10 x 10 in (25 x 25 cm)': 'Large 10 x 10 in (25 x 25 cm)',
          'Landscape 11 x 8.5 in (28 x 22 cm)': 'Landscape 11 x 8.5 in (28 x 22 cm)',
        },
      });
      expect(hardcover.texts.hi).toMatchObject({
        printType: 'हार्डकवर',
        paperFinishType: 'मैट लैमिनेटेड हार्ड केस कवर, 200 gsm सिल्क पृष्ठ',
        deliveryTimeline: 'भारत में 10 कार्यदिवसों के भीतर डिलीवरी',
        sizes: { 'Landscape 11 x 8.5 in (28 x 22 cm)': 'आड़ा 11 x 8.5 इंच (28 x 22 सेमी)' },
      });
      expect(paperback.texts.hi.printType).toBe('पेपरबैक');
      expect(hardcover.printSizeVariations.map((size: { size: string }) => size.size)).toEqual(Object.keys(hardcover.texts.hi.sizes));
    });

    it("names a Hindi book by its story's Hindi title at the checkout", async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor, 1, { language: 'hi', childFirstName: 'अनाया' });
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      const checkout = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(),
        billingAddress: indianAddress(),
      });
      expect(checkout.json()).toMatchObject({
        bookTitle: 'बहादुर खोजी',
        printType: 'Hardcover',
        printTypeNames: { en: 'Hardcover', hi: 'हार्डकवर' },
      });
    });

    it('goes from quote to a paid order, every amount computed by the server', async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor);
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      expect((await orderState(storefront(), requestUuid)).subtotal_paise).toBe(149900);

      const checkout = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(),
        billingAddress: indianAddress({ firstName: 'Rahul', addressLine3: 'Near the park' }),
      });
      expect(checkout.json()).toEqual({
        bookTitle: 'The Brave Little Explorer',
        printType: 'Hardcover',
        printTypeNames: { en: 'Hardcover', hi: 'हार्डकवर' },
        printSizeNames: { en: 'Square 8 x 8 in (20 x 20 cm)', hi: 'वर्गाकार 8 x 8 इंच (20 x 20 सेमी)' },
        subTotal: 1499,
        shippingCost: 0,
        depositPaid: 0,
        totalCost: 1499,
        currency: 'INR',
        customerName: 'Priya Sharma',
        customerEmail: 'priya@example.com',
        customerPhoneNumber: '+919876543210',
        requestUuid,
        arrivesBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });

      const usedBefore = (
        await storefront().app.db.selectFrom('coupons').select('used_count').where('code', '=', 'HEROTALE10').executeTakeFirstOrThrow()
      ).used_count;
      const coupon = await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' });
      expect(coupon.json()).toEqual({
        discountApplied: true,
        discountAmount: 149.9,
        newTotalCost: 1349.1,
        description: '10% off your storybook',
      });

      const initiation = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
      expect(initiation.statusCode).toBe(200);
      const { razorpayKeyId, razorpayOrderId } = initiation.json();
      expect(razorpayKeyId).toBe('rzp_sandbox_herotales');
      const payment = await storefront()
        .app.db.selectFrom('payments')
        .selectAll()
        .where('provider_order_id', '=', razorpayOrderId)
        .executeTakeFirstOrThrow();
      expect(payment.amount_paise).toBe(134910);
      expect((await orderState(storefront(), requestUuid)).state).toBe('payment_initiated');

      const confirmation = {
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_test_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_test_1'),
      };
      const confirmed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation);
      expect(confirmed.json()).toMatchObject({ paymentConfirmed: true });
      const paid = await orderState(storefront(), requestUuid);
      expect(paid).toMatchObject({ state: 'paid', total_paise: 134910, discount_paise: 14990, coupon_code: 'HEROTALE10' });
      expect(paid.paid_at).not.toBeNull();

      // Confirming again changes nothing and still answers confirmed.
      const again = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation);
      expect(again.json()).toMatchObject({ paymentConfirmed: true });
      const usedAfter = (
        await storefront().app.db.selectFrom('coupons').select('used_count').where('code', '=', 'HEROTALE10').executeTakeFirstOrThrow()
      ).used_count;
      expect(usedAfter).toBe(usedBefore + 1);

      // A paid order refuses every further step.
      for (const [path, body] of [
        ['place', { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' }],
        ['checkout', { deliveryAddress: indianAddress(), billingAddress: indianAddress() }],
        ['discount', { couponCode: 'HEROTALE10' }],
        ['payment_initiation', { paymentFor: 'product' }],
      ] as const) {
        const response = await visitor.patch(`/api/orders/${requestUuid}/${path}`, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('This order is already paid.');
      }
      expect((await visitor.post('/api/orders', productQuote(requestUuid))).statusCode).toBe(409);
    });

    it('charges shipping by delivery country', async () => {
      const requestUuid = await placedPaperback(storefront(), visitor);
      const us = { country: 'US', state: 'CA', stateName: 'California', zip: '94103', phoneCode: '+1', phoneNumber: '+14155550123' };
      const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(us),
        billingAddress: indianAddress(),
      });
      expect(response.json()).toMatchObject({ subTotal: 999, shippingCost: 1499, totalCost: 2498 });
    });

    it("refuses a delivery country no route prints the size for, in the page's language, and keeps the order as it was", async () => {
      const hindi = await newVisitor(storefront().app, { language: 'hi' });
      const requestUuid = await newBookRequest(storefront().app, hindi);
      await hindi.post('/api/orders', productQuote(requestUuid));
      await hindi.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Large 10 x 10 in (25 x 25 cm)' });
      const us = { country: 'US', state: 'CA', stateName: 'California', zip: '94103', phoneCode: '+1', phoneNumber: '+14155550123' };
      const refused = await hindi.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(us),
        billingAddress: indianAddress(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(
        'बड़ा 10 x 10 इंच (25 x 25 सेमी) किताब अभी संयुक्त राज्य अमेरिका में डिलीवरी के लिए नहीं छपती। कृपया कोई और साइज़ चुनें, या भारत का पता दें।',
      );
      expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'placed', delivery_address: null });
      // The same size goes to an address in India, and the square one (Gelato's) to the United States.
      const india = await hindi.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(),
        billingAddress: indianAddress(),
      });
      expect(india.statusCode).toBe(200);
      await hindi.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      const square = await hindi.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(us),
        billingAddress: indianAddress(),
      });
      expect(square.statusCode).toBe(200);
    });

    it('takes a state named in Hindi and keeps the address with its English name, for the printer and the courier', async () => {
      const requestUuid = await placedPaperback(storefront(), visitor);
      const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress({ stateName: 'कर्नाटक' }),
        billingAddress: indianAddress(),
      });
      expect(response.statusCode).toBe(200);
      const stored = await orderState(storefront(), requestUuid);
      expect(JSON.parse(stored.delivery_address ?? '{}')).toMatchObject({ state: 'KA', stateName: 'Karnataka' });
      const wrong = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress({ stateName: 'केरल' }),
        billingAddress: indianAddress(),
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('takes a PIN code only of six digits, whose postal circle delivers to the state, and says which state it is in', async () => {
      const hindi = await newVisitor(storefront().app, { language: 'hi' });
      const requestUuid = await placedPaperback(storefront(), hindi);
      const send = (zip: string, state = { state: 'KA', stateName: 'Karnataka' }) =>
        hindi.patch(`/api/orders/${requestUuid}/checkout`, {
          deliveryAddress: indianAddress({ zip, ...state }),
          billingAddress: indianAddress(),
        });
      const goa = await send('403001');
      expect(goa.statusCode).toBe(400);
      expect(goa.json().detail).toBe('डिलीवरी का पता: पिन कोड 403001 गोवा का है। कृपया पिन कोड जाँचें, या राज्य में गोवा चुनें।');
      expect((await send('56003')).json().detail).toBe('डिलीवरी का पता: पिन कोड 6 अंकों का होता है, जैसे 560038।');
      expect((await orderState(storefront(), requestUuid)).delivery_address).toBeNull();
      expect((await send('403001', { state: 'GA', stateName: 'Goa' })).statusCode).toBe(200);
      const english = await visitor.patch(`/api/orders/${await placedPaperback(storefront(), visitor)}/checkout`, {
        deliveryAddress: indianAddress({ zip: '110001' }),
        billingAddress: indianAddress(),
      });
      expect(english.json().detail).toBe(
        'Delivery address: PIN code 110001 is in Delhi. Please check the PIN code, or choose Delhi as the state.',
      );
    });

    it('has a postal circle for every Indian state and territory it delivers to', async () => {
      const states = await storefront().app.db.selectFrom('states').select('code').where('country_code', '=', 'IN').execute();
      const served = new Set(PIN_CIRCLES.flatMap((circle) => circle.states));
      expect(states.map((state) => state.code).filter((code) => !served.has(code))).toEqual([]);
    });

    it("answers in the page's language: a step out of order, an address, a coupon's refusal and its description", async () => {
      const hindi = await newVisitor(storefront().app, { language: 'hi' });
      const requestUuid = await newBookRequest(storefront().app, hindi);
      await hindi.post('/api/orders', productQuote(requestUuid));
      const early = await hindi.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress(),
        billingAddress: indianAddress(),
      });
      expect(early.json().detail).toBe('पता भरने से पहले कृपया प्रिंट का एक विकल्प चुनें।');
      await hindi.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      const wrongState = await hindi.patch(`/api/orders/${requestUuid}/checkout`, {
        deliveryAddress: indianAddress({ stateName: 'केरल' }),
        billingAddress: indianAddress(),
      });
      expect(wrongState.json().detail).toBe('डिलीवरी का पता: राज्य का नाम चुने गए राज्य से मेल नहीं खाता।');
      await hindi.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
      expect((await hindi.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'NOSUCHCODE' })).json()).toMatchObject({
        discountApplied: false,
        description: 'यह कूपन कोड सही नहीं है।',
      });
      expect((await hindi.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' })).json()).toMatchObject({
        discountApplied: true,
        description: 'आपकी कहानी की किताब पर 10% की छूट',
      });
    });

    describe('steps out of order answer 409 and change nothing', () => {
      it('checkout before a print option is chosen', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        await visitor.post('/api/orders', productQuote(requestUuid));
        const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
          deliveryAddress: indianAddress(),
          billingAddress: indianAddress(),
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('Please choose a print option before entering your addresses.');
        expect((await orderState(storefront(), requestUuid)).delivery_address).toBeNull();
      });

      it('a coupon or a payment before the addresses', async () => {
        const requestUuid = await placedPaperback(storefront(), visitor);
        const coupon = await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' });
        expect(coupon.statusCode).toBe(409);
        expect(coupon.json().detail).toBe('Please save your delivery and billing details before applying a coupon.');
        const payment = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
        expect(payment.statusCode).toBe(409);
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'placed', coupon_code: null, total_paise: null });
      });

      it('any step of an order that was never quoted', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        const response = await visitor.patch(`/api/orders/${requestUuid}/place`, {
          printType: 'Paperback',
          printSize: 'Square 8 x 8 in (20 x 20 cm)',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe('We could not find this order. Please ask for the price again.');
      });
    });

    describe('coupons', () => {
      it.each([
        ['FLAT200OFF', true, 200, 1299, '₹200 off orders of ₹999 or more'],
        ['DIWALI2025', false, 0, 1499, 'This coupon has expired.'],
        ['EARLYBIRD1', false, 0, 1499, 'This coupon has already been used the maximum number of times.'],
        ['NOSUCHCODE', false, 0, 1499, 'This coupon code is not valid.'],
      ])('%s: applied %s, discount %s, total %s', async (couponCode, applied, discount, total, description) => {
        const requestUuid = await orderUpToCheckout(storefront(), visitor);
        const response = await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ discountApplied: applied, discountAmount: discount, newTotalCost: total, description });
      });

      it('an invalid coupon after a valid one resets the discount', async () => {
        const requestUuid = await orderUpToCheckout(storefront(), visitor);
        await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' });
        const response = await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'NOSUCHCODE' });
        expect(response.json()).toMatchObject({ discountApplied: false, discountAmount: 0, newTotalCost: 1499 });
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ discount_paise: 0, coupon_code: null, total_paise: 149900 });
      });

      it.each(['', 'SHORT', 'WAYTOOLONGCODE', 'HERO-TALE1'])('refuses the malformed code %p', async (couponCode) => {
        const requestUuid = await orderUpToCheckout(storefront(), visitor);
        expect((await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode })).statusCode).toBe(400);
      });
    });

    describe('validation of every request', () => {
      it.each([
        ['no order type', { orderType: undefined }],
        ['an unknown order type', { orderType: 'gift' }],
        ['a missing email', { email: undefined }],
        ['an invalid email', { email: 'not-an-email' }],
        ['a blank name', { name: '  ' }],
        ['a phone with letters', { phoneNumber: '+91abc' }],
        ['a malformed request id', { requestUuid: '123' }],
      ])('POST /orders refuses %s', async (_case, change) => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        const response = await visitor.post('/api/orders', { ...productQuote(requestUuid), ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(/^Invalid request: /);
      });

      it('POST /orders accepts a quote without a phone number', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        expect((await visitor.post('/api/orders', { ...productQuote(requestUuid), phoneNumber: null })).statusCode).toBe(200);
      });

      it('POST /orders asks for the saved page selections first', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor, 1, { withBook: false });
        const response = await visitor.post('/api/orders', productQuote(requestUuid));
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('Please choose a picture for every page and save your selections before ordering.');
      });

      it('POST /orders answers 404 for a request that was never made', async () => {
        const response = await visitor.post('/api/orders', productQuote('22112026-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'));
        expect(response.statusCode).toBe(404);
      });

      it('place refuses a size that is not offered', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        await visitor.post('/api/orders', productQuote(requestUuid));
        const response = await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Poster' });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('Please choose one of the print options shown.');
      });

      it('place keeps the dedication with its line breaks, and no page for an empty one', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        await visitor.post('/api/orders', productQuote(requestUuid));
        const place = (dedication: string) =>
          visitor.patch(`/api/orders/${requestUuid}/place`, {
            printType: 'Paperback',
            printSize: 'Square 8 x 8 in (20 x 20 cm)',
            dedication,
          });
        expect((await place('  For Anaya, \r\nwith love from Nani  ')).statusCode).toBe(200);
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ dedication: 'For Anaya,\nwith love from Nani' });
        expect((await place('   ')).statusCode).toBe(200);
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ dedication: null });
      });

      it.each([
        ['over 250 characters', 'a'.repeat(251), 'Please keep your message to 250 characters.'],
        ['on 7 lines', '1\n2\n3\n4\n5\n6\n7', 'Please keep your message to 6 lines.'],
        ['with an emoji', 'Happy birthday 🎂', 'Emoji cannot be printed in the book. Please use words only.'],
        ['with markup', '<b>Happy</b> birthday', 'Please write your message as plain text, without tags or codes such as <b> or &amp;.'],
        // The dedication accepted these, and the print PDF drew missing glyphs and reversed text.
        ['with a control character', 'For Anaya\u0007', TYPED_TEXT_MESSAGES.hidden.en],
        ['with a bidi override', 'For \u202Eayana', TYPED_TEXT_MESSAGES.hidden.en],
        ['with a zero-width space', 'For Ana\u200Bya', TYPED_TEXT_MESSAGES.hidden.en],
        ['with a line separator', 'For Anaya\u2028Love', TYPED_TEXT_MESSAGES.hidden.en],
        ['with a lone surrogate', 'For Ana\uD800ya', TYPED_TEXT_MESSAGES.hidden.en],
        ['with a letter of 1,990 combining marks', `For A${'\u0301'.repeat(1990)}`, 'Please keep your message to 250 characters.'],
        ['with a letter of 5 combining marks', `For x${'\u0301'.repeat(5)}`, TYPED_TEXT_MESSAGES.tooManyMarks.en],
        ['with letters the book cannot print', 'For 李娜', TYPED_TEXT_MESSAGES.unprintable.en],
      ])('place refuses a dedication %s, and changes nothing', async (_case, dedication, message) => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        await visitor.post('/api/orders', productQuote(requestUuid));
        const response = await visitor.patch(`/api/orders/${requestUuid}/place`, {
          printType: 'Paperback',
          printSize: 'Square 8 x 8 in (20 x 20 cm)',
          dedication,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe(message);
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'quoted', print_type: null, dedication: null });
      });

      it('refuses to change the dedication once the book is paid for', async () => {
        const requestUuid = await newBookRequest(storefront().app, visitor);
        await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_dedication', dedication: 'For Anaya' });
        const response = await visitor.patch(`/api/orders/${requestUuid}/place`, {
          printType: 'Hardcover',
          printSize: 'Square 8 x 8 in (20 x 20 cm)',
          dedication: 'For Anaya and Kabir',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('This book is paid for and being made: its message can no longer be changed.');
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'paid', dedication: 'For Anaya' });
      });

      it.each([
        ['a first name over 30 characters', { firstName: 'A'.repeat(31) }],
        ['an address line over 80 characters', { addressLine1: 'A'.repeat(81) }],
        ['instructions over 200 characters', { instructions: 'A'.repeat(201) }],
        ['a missing city', { city: undefined }],
        ['a missing address line 2', { addressLine2: undefined }],
        ['a phone of 5 digits', { phoneNumber: '+9112345' }],
        ['a phone of 16 digits', { phoneNumber: '+911234567890123456' }],
        ['a phone code that is not the country’s', { phoneCode: '+44', phoneNumber: '+447700900123' }],
        ['a state of another country', { state: 'CA', stateName: 'California' }],
        ['a state name that does not match', { stateName: 'Kerala' }],
        ['a country we do not deliver to', { country: 'FR' }],
      ])('checkout refuses %s and keeps the order as it was', async (_case, change) => {
        const requestUuid = await placedPaperback(storefront(), visitor);
        const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
          deliveryAddress: indianAddress(change),
          billingAddress: indianAddress(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail.length).toBeGreaterThan(10);
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'placed', delivery_address: null });
      });

      it.each([
        ['a bidi override in the first name', { firstName: 'Pri\u202Eya' }, 'Delivery address: First name: This has a hidden character'],
        [
          'a zero-width space in a line',
          { addressLine1: 'Flat\u200B12B' },
          'Delivery address: Address line 1: This has a hidden character',
        ],
        ['a line separator in the city', { city: 'Bengaluru\u2028North' }, 'Delivery address: City: This has a hidden character'],
        [
          'a letter with 5 marks in the instructions',
          { instructions: `Ring x${'\u0301'.repeat(5)}` },
          'Delivery address: Delivery instructions: A letter here',
        ],
      ])('checkout refuses an address with %s, by the typed-text rule, and changes nothing', async (_case, change, start) => {
        const requestUuid = await placedPaperback(storefront(), visitor);
        const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
          deliveryAddress: indianAddress(change),
          billingAddress: indianAddress(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(new RegExp(`^${start}`));
        expect(await orderState(storefront(), requestUuid)).toMatchObject({ state: 'placed', delivery_address: null });
      });

      it('checkout keeps an address composed, in any script', async () => {
        const requestUuid = await placedPaperback(storefront(), visitor);
        const address = indianAddress({ firstName: 'Zoe\u0308', addressLine2: 'அண்ணா நகர்' });
        expect(
          (await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: address, billingAddress: address })).statusCode,
        ).toBe(200);
        const kept = JSON.parse((await orderState(storefront(), requestUuid)).delivery_address!);
        expect([kept.firstName, kept.addressLine2]).toEqual(['Zoë', 'அண்ணா நகர்']);
      });

      it('checkout accepts the optional fields left out', async () => {
        const requestUuid = await placedPaperback(storefront(), visitor);
        const { addressLine3: _3, instructions: _i, ...required } = indianAddress({ addressLine3: 'x', instructions: 'y' });
        const response = await visitor.patch(`/api/orders/${requestUuid}/checkout`, {
          deliveryAddress: required,
          billingAddress: required,
        });
        expect(response.statusCode).toBe(200);
      });
    });

    describe('payment confirmation', () => {
      async function initiated() {
        const requestUuid = await orderUpToCheckout(storefront(), visitor);
        const { razorpayOrderId } = (
          await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })
        ).json();
        return { requestUuid, razorpayOrderId };
      }

      it('a second initiation for the same total reuses the payment order', async () => {
        const { requestUuid, razorpayOrderId } = await initiated();
        const again = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
        expect(again.json().razorpayOrderId).toBe(razorpayOrderId);
      });

      it('a forged signature does not pay the order', async () => {
        const { requestUuid, razorpayOrderId } = await initiated();
        const forged = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
          requestUuid,
          paymentFor: 'product',
          paymentSuccess: true,
          razorpayOrderId,
          razorpayPaymentId: 'pay_forged',
          razorpaySignature: paymentSignature('not-the-secret', razorpayOrderId, 'pay_forged'),
        });
        expect(forged.json()).toMatchObject({ paymentConfirmed: false, message: expect.stringContaining('could not verify') });
        expect((await orderState(storefront(), requestUuid)).state).toBe('payment_initiated');
      });

      it("a signature for another order's payment does not pay this one", async () => {
        const first = await initiated();
        const second = await initiated();
        const response = await visitor.patch(`/api/orders/${second.requestUuid}/payment_confirmation`, {
          requestUuid: second.requestUuid,
          paymentFor: 'product',
          paymentSuccess: true,
          razorpayOrderId: first.razorpayOrderId,
          razorpayPaymentId: 'pay_x',
          razorpaySignature: paymentSignature(SANDBOX_SECRET, first.razorpayOrderId, 'pay_x'),
        });
        expect(response.statusCode).toBe(404);
        expect((await orderState(storefront(), second.requestUuid)).state).toBe('payment_initiated');
        expect((await orderState(storefront(), first.requestUuid)).state).toBe('payment_initiated');
      });

      it('success without payment details is refused', async () => {
        const { requestUuid, razorpayOrderId } = await initiated();
        const response = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
          requestUuid,
          paymentFor: 'product',
          paymentSuccess: true,
          razorpayOrderId,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('Payment details are missing');
      });

      it('a failed payment is recorded with its error and can be tried again', async () => {
        const { requestUuid, razorpayOrderId } = await initiated();
        const failed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
          requestUuid,
          paymentFor: 'product',
          paymentSuccess: false,
          razorpayOrderId,
          errorCode: 'BAD_REQUEST_ERROR',
          errorDescription: 'Your card was declined by the bank.',
          errorSource: 'bank',
          errorStep: 'payment_authorization',
          errorReason: 'card_declined',
        });
        expect(failed.json()).toEqual({ paymentConfirmed: false, message: 'Payment failed: Your card was declined by the bank.' });
        expect((await orderState(storefront(), requestUuid)).state).toBe('payment_failed');
        const payment = await storefront()
          .app.db.selectFrom('payments')
          .selectAll()
          .where('provider_order_id', '=', razorpayOrderId)
          .executeTakeFirstOrThrow();
        expect(payment).toMatchObject({ status: 'failed', error_code: 'BAD_REQUEST_ERROR', error_reason: 'card_declined' });
        const retry = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
        expect(retry.statusCode).toBe(200);
        expect(retry.json().razorpayOrderId).not.toBe(razorpayOrderId);
      });

      it('a payment for an amount the order no longer has does not pay the order', async () => {
        const { requestUuid, razorpayOrderId } = await initiated();
        await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' });
        const response = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
          requestUuid,
          paymentFor: 'product',
          paymentSuccess: true,
          razorpayOrderId,
          razorpayPaymentId: 'pay_stale',
          razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_stale'),
        });
        expect(response.json()).toMatchObject({ paymentConfirmed: false, message: expect.stringContaining('changed') });
        expect((await orderState(storefront(), requestUuid)).state).not.toBe('paid');
      });
    });

    it('loses nothing across a restart', async () => {
      const requestUuid = await orderUpToCheckout(storefront(), visitor);
      await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'FLAT200OFF' });
      const app = await storefront().restart();
      expect(await orderState(storefront(), requestUuid)).toMatchObject({
        state: 'checked_out',
        discount_paise: 20000,
        total_paise: 129900,
      });
      const sameVisitor = visitorOn(app, visitor);
      const initiation = await sameVisitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
      expect(initiation.statusCode).toBe(200);
      visitor = sameVisitor;
    });

    it('refuses every changing call without the anti-forgery token', async () => {
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const response = await storefront().app.inject({ method: 'POST', url: '/api/orders', payload: productQuote(requestUuid) });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toContain('CSRF');
      expect(
        await storefront().app.db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst(),
      ).toBeUndefined();
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
