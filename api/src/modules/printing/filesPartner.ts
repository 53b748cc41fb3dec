import type { PartnerJobStatus, PrintPartner } from './printPartner.js';

/**
 * Today's way, the default: the built files stay in storage for staff, who export them to the
 * printer (`orders export`) and type the courier's tracking number (`orders ship`). Sending is
 * accepting; the order moves on by the staff's hand.
 */
export function filesPartner(): PrintPartner {
  const accepted = (jobId: string): PartnerJobStatus => ({
    jobId,
    state: 'accepted',
    detail: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
  });
  return {
    name: 'files',
    submit: async (job) => accepted(`files:${job.externalId}`),
    status: async (jobId) => accepted(jobId),
    readWebhook: () => ({ kind: 'ignored' }),
  };
}
