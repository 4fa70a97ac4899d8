import { ComingSoon } from '../../components/ComingSoon'

export function BlogPage() {
  return <ComingSoon title="Blog" />
}
