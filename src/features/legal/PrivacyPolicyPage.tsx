import { ComingSoon } from '../../components/ComingSoon'

export function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" />
}
