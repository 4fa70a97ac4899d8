import { ComingSoon } from '../../components/ComingSoon'

export function PaymentStatusPage() {
  return <ComingSoon title="Payment status" />
}
