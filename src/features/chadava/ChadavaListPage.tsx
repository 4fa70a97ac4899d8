import { ComingSoon } from '../../components/ComingSoon'

export function ChadavaListPage() {
  return <ComingSoon title="Chadava" />
}
