import { ComingSoon } from '../../components/ComingSoon'

export function PujaDetailPage() {
  return <ComingSoon title="Puja" />
}
