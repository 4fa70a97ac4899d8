import { ComingSoon } from '../../components/ComingSoon'

export function HoroscopePage() {
  return <ComingSoon title="Horoscope" />
}
