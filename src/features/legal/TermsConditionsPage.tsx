import { ComingSoon } from '../../components/ComingSoon'

export function TermsConditionsPage() {
  return <ComingSoon title="Terms & Conditions" />
}
