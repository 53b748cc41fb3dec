export const CONFIRMATION_MESSAGES = {
  confirming: 'Confirming your payment...',
  missingOrder: 'Missing order details',
  missingPayment: 'Payment details are missing',
  missingInformation: 'Payment information is missing',
  confirmFailed: 'Failed to confirm payment with the server. Please contact support.',
} as const;
