import { ComingSoon } from '../../components/ComingSoon'

export function ProfilePage() {
  return <ComingSoon title="Profile" />
}
