const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_ordering',
  exposes: {
    './PricingContactPage': './src/pricing-contact/PricingContactPage.tsx',
    './PlaceOrderPage': './src/place-order/PlaceOrderPage.tsx',
    './CheckoutPage': './src/checkout/CheckoutPage.tsx',
    './PaymentConfirmationPage': './src/payment-confirmation/PaymentConfirmationPage.tsx',
    './OrderStatusPage': './src/order-status/OrderStatusPage.tsx',
  },
});
