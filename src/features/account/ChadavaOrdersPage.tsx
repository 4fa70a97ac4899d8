import { ComingSoon } from '../../components/ComingSoon'

export function ChadavaOrdersPage() {
  return <ComingSoon title="My Chadava Orders" />
}
