import { ComingSoon } from '../../components/ComingSoon'

export function AboutPage() {
  return <ComingSoon title="About" />
}
