import './paymentStyles'
import { usePageHead } from '../../lib/pageHead'
import { statusPageName } from './status/paymentStatusTexts'
import { PaymentStatusView } from './status/PaymentStatusView'
import { usePaymentStatus } from './status/usePaymentStatus'

/** /payment/success: the payment status and, once paid, the order (SPEC §2, §4). */
export function PaymentStatusPage() {
  const status = usePaymentStatus()
  usePageHead(statusPageName(status))
  return <PaymentStatusView {...status} />
}
