/** What other parts of the server may use of the emails queued and sent for a request. */
export { emailsOf } from './emailHistory.js';
export { REQUEST_ACCESS_PLACEHOLDER, SITE_ORIGIN_PLACEHOLDER, queueEmail, sendEmail } from './emailQueue.js';
export { depositReceivedEmail, orderReceiptEmail, orderShippedEmail, paymentFailedEmail, printRefusedEmail } from './emailTemplates.js';
export { mailboxAddress } from './mailbox.js';
export { EMAILS_MIGRATIONS } from './migrations/index.js';
export { forgetEmailsOf, forgetEmailsSentBefore } from './retention.js';
export { EMAIL_QUEUES } from './queues.js';
