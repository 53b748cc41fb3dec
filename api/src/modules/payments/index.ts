/** What other parts of the server may use of the payments taken and their provider. */
export { PAYMENTS_MIGRATIONS } from './migrations/index.js';
export { paymentsOf } from './paymentHistory.js';
export { paymentPersonalData } from './paymentPersonalData.js';
export type { PaymentProvider } from './paymentProvider.js';
export { findPayment, openPaymentOrder, recordPaymentFailure, recordPaymentSuccess } from './paymentRecords.js';
export type { PaymentSettlement } from './paymentSettlement.js';
export { forgetPaymentsOf, forgetWebhookEventsBefore, hasPaidMoney } from './retention.js';
export { SANDBOX_CHECKOUT_ROUTE } from './sandboxProvider.js';
export { selectPaymentProvider } from './selectProvider.js';
export { webhookRoutes } from './webhookRoutes.js';
export { PAYMENT_SETTINGS, paymentProductionNeeds, paymentSettingsRefusal } from './settings.js';
export type { PaymentSettings } from './settings.js';
