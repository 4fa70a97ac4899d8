import { ComingSoon } from '../../components/ComingSoon'

export function ContactPage() {
  return <ComingSoon title="Contact" />
}
