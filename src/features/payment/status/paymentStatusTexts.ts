/** SPEC §4's title and message for each payment status; anything else is 'Payment Status Unknown'. */
import { paymentResultMessages } from '../../../content/messages/payment'
import type { PaymentStatus } from '../../../domain/payment/paymentData'

export interface StatusText {
  title: string
  message: string
  color: string
  icon: string
}

const texts: Record<PaymentStatus, StatusText> = {
  SUCCESS: { ...paymentResultMessages.statuses.SUCCESS, color: 'teal', icon: '✓' },
  PENDING: { ...paymentResultMessages.statuses.PENDING, color: 'yellow', icon: '⏳' },
  FAILED: { ...paymentResultMessages.statuses.FAILED, color: 'red', icon: '✕' },
  CANCELLED: { ...paymentResultMessages.statuses.CANCELLED, color: 'gray', icon: '⊘' },
}

const unknown: StatusText = { ...paymentResultMessages.unknown, color: 'gray', icon: '?' }

export function statusText(status: string): StatusText {
  return status in texts ? texts[status as PaymentStatus] : unknown
}
