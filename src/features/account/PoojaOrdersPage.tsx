import { ComingSoon } from '../../components/ComingSoon'

export function PoojaOrdersPage() {
  return <ComingSoon title="My Pooja Orders" />
}
