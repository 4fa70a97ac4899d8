import { ComingSoon } from '../../components/ComingSoon'

export function HomePage() {
  return <ComingSoon title="Home" />
}
