import { ComingSoon } from '../../components/ComingSoon'

export function ArticlePage() {
  return <ComingSoon title="Article" />
}
