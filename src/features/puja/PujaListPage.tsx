import { ComingSoon } from '../../components/ComingSoon'

export function PujaListPage() {
  return <ComingSoon title="Puja" />
}
