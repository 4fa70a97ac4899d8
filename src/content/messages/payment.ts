/** SPEC §8's payment messages, and what each payment call's failures read. */
import type { FailureTexts } from './failureTexts'

export const PAYMENT_INITIATE_FAILED = 'Failed to initiate payment. Please try again.'
export const PAYMENT_EXCEPTION = 'An error occurred while processing payment. Please try again.'
export const PAYMENT_STATUS_FAILED = 'Failed to check payment status. Please try again.'
export const PAYMENT_NOT_FOUND = 'This payment could not be found.'
/** The status page's problem screens (SPEC §8). */
export const INVALID_PAYMENT_DATA = 'Invalid payment data'
export const NO_PAYMENT_INFORMATION = 'No payment information found'

/** Initiation: the server's error, else 'Failed to initiate payment…'; no usable answer 'An error occurred…'. */
export const paymentInitiateFailures: FailureTexts = {
  http: PAYMENT_INITIATE_FAILED,
  refused: PAYMENT_INITIATE_FAILED,
  unreachable: PAYMENT_EXCEPTION,
  serverReasonFor: ['http', 'refused'],
}

/** A status check that failed (the status page logs it and keeps the status it had). */
export const paymentStatusFailures: FailureTexts = {
  http: PAYMENT_STATUS_FAILED,
  refused: PAYMENT_STATUS_FAILED,
  unreachable: PAYMENT_STATUS_FAILED,
  serverReasonFor: ['refused'],
}

/** The mock gateway's Pay / Fail / Cancel: the server's error, else the payment exception message. */
export const mockGatewayOutcomeFailures: FailureTexts = {
  http: PAYMENT_EXCEPTION,
  refused: PAYMENT_EXCEPTION,
  unreachable: PAYMENT_EXCEPTION,
  serverReasonFor: ['http', 'refused'],
}
