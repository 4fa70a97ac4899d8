/** SPEC §4's title and message for each payment status; anything else is 'Payment Status Unknown'. */
import { paymentResultMessages, paymentStatusMessages } from '../../../content/messages/payment'
import type { PaymentStatus } from '../../../domain/payment/paymentData'
import type { StatusScreen } from './paymentStatusViewModel'

interface StatusText {
  /** The status in words; none for a status SPEC does not name. */
  label?: string
  title: string
  message: string
  color: string
  icon: string
}

type StatusLook = Pick<StatusText, 'color' | 'icon'>

const looks: Record<PaymentStatus, StatusLook> = {
  SUCCESS: { color: 'teal', icon: '✓' },
  PENDING: { color: 'yellow', icon: '◷' },
  FAILED: { color: 'red', icon: '✕' },
  CANCELLED: { color: 'gray', icon: '⊘' },
}

const unknownLook: StatusLook = { color: 'gray', icon: '?' }

/** The texts are read on each call, in the language being shown. */
export function statusText(status: string): StatusText {
  return status in looks
    ? { ...paymentResultMessages.statuses[status as PaymentStatus], ...looks[status as PaymentStatus] }
    : { ...paymentResultMessages.unknown, ...unknownLook }
}

/**
 * What the status page names itself in the tab, as its heading says: 'Payment Successful' (a devotee back from a UPI
 * app among several tabs sees it there), an error screen's title, or nothing while the payment is checked.
 */
export function statusPageName(screen: StatusScreen): string | undefined {
  if (screen.screen === 'result') return statusText(screen.status).title
  if (screen.screen === 'invalidData') return paymentStatusMessages.invalidDataTitle
  if (screen.screen === 'noPaymentData') return paymentStatusMessages.noPaymentDataTitle
  return undefined
}
