/** SPEC §8's payment messages, shared by the payment calls and the flows that show them. */
export const PAYMENT_INITIATE_FAILED = 'Failed to initiate payment. Please try again.'
export const PAYMENT_EXCEPTION = 'An error occurred while processing payment. Please try again.'
export const PAYMENT_STATUS_FAILED = 'Failed to check payment status. Please try again.'
export const TRANSACTION_FAILED = 'Failed to fetch transaction details. Please try again.'
