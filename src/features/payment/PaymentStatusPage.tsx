import './paymentStyles'
import { PaymentStatusView } from './status/PaymentStatusView'
import { usePaymentStatus } from './status/usePaymentStatus'

/** /payment/success: the payment status and, once paid, the order (SPEC §2, §4). */
export function PaymentStatusPage() {
  return <PaymentStatusView {...usePaymentStatus()} />
}
