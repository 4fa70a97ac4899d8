/** SPEC §4's title and message for each payment status; anything else is 'Payment Status Unknown'. */
import type { PaymentStatus } from '../../../domain/payment/paymentData'

export interface StatusText {
  title: string
  message: string
  color: string
  icon: string
}

const texts: Record<PaymentStatus, StatusText> = {
  SUCCESS: {
    title: 'Payment Successful!',
    message: 'Your payment has been processed successfully. Thank you for your booking.',
    color: 'teal',
    icon: '✓',
  },
  PENDING: {
    title: 'Payment Pending',
    message: 'Your payment is being processed. Please wait for confirmation.',
    color: 'yellow',
    icon: '⏳',
  },
  FAILED: {
    title: 'Payment Failed',
    message: 'Your payment could not be processed. Please try again.',
    color: 'red',
    icon: '✕',
  },
  CANCELLED: {
    title: 'Payment Cancelled',
    message: 'You cancelled the payment. No amount has been charged.',
    color: 'gray',
    icon: '⊘',
  },
}

const unknown: StatusText = {
  title: 'Payment Status Unknown',
  message:
    'We could not determine the status of your payment. Please contact support if any amount was charged.',
  color: 'gray',
  icon: '?',
}

export function statusText(status: string): StatusText {
  return status in texts ? texts[status as PaymentStatus] : unknown
}
