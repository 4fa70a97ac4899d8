import { ComingSoon } from '../../components/ComingSoon'

export function ChadavaDetailPage() {
  return <ComingSoon title="Chadava" />
}
