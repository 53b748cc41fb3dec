/** What other parts of the server may use of the deposit and product orders, their book files and print jobs. */
export { buildBookPdf } from './bookPdfJobs.js';
export { bookPrint } from './bookPrint.js';
export { CARRIERS, isCarrier } from './carriers.js';
export { releaseExpiredCouponHolds } from './couponHolds.js';
export { deliveryStatesOf, replaceDeliveryStates } from './deliveryStates.js';
export { ORDERS_MIGRATIONS } from './migrations/index.js';
export { orderDedication } from './orderDedication.js';
export { orderPersonalData } from './orderPersonalData.js';
export { orderRoutes } from './orderRoutes.js';
export { orderSettlement } from './orderSettlement.js';
export { recordDelivery, recordShipment } from './orderShipment.js';
export { pollPrintJobs, sendToPrint } from './printJobs.js';
export type { PrintSending } from './printJobs.js';
export { printPartnerRoutes } from './printPartnerRoutes.js';
export { requestPayments } from './requestPayments.js';
export {
  forgetBookFilesShippedBefore,
  forgetContactsPaidBefore,
  forgetDeliveryAddressesShippedBefore,
  forgetOrdersOf,
  forgetUnpaidOrdersChangedBefore,
  requestsShippedBefore,
  requestsWithBookMade,
  requestsWithPaidDeposit,
  requestsWithPaidOrder,
} from './retention.js';
export { inReview } from './reviewWindow.js';
export { formatRouteEarnings, routeEarnings, warnAboutRoutes } from './routeEarnings.js';
export { sandboxRoutes } from './sandboxRoutes.js';
export { replaceShippingRates } from './shippingRates.js';
export { findBookFile, findOrder, listOrdersWithBooks, printJobState, queuePrintAgain, recordSentToPrint } from './staffRecords.js';
export type { StaffOrder } from './staffRecords.js';
export { stateName } from './stateNames.js';
export { ORDER_SETTINGS } from './settings.js';
export type { OrderSettings } from './settings.js';
export { ORDER_QUEUES } from './queues.js';
