import type { QueuePolicies } from './platform/jobs/queues.js';
import { EMAIL_QUEUES } from './modules/emails/index.js';
import { ORDER_QUEUES } from './modules/orders/index.js';
import { PERSONALIZATION_QUEUES } from './modules/personalization/index.js';
import { PRIVACY_QUEUES } from './modules/privacy/index.js';

/** Every queue of the shop with its retries and timeout, each declared by the module that queues its jobs. */
export const SHOP_QUEUES: QueuePolicies = { ...PERSONALIZATION_QUEUES, ...ORDER_QUEUES, ...EMAIL_QUEUES, ...PRIVACY_QUEUES };
