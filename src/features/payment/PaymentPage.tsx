import { ComingSoon } from '../../components/ComingSoon'

export function PaymentPage() {
  return <ComingSoon title="Payment" />
}
