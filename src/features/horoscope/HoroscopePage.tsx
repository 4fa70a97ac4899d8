import './horoscopeStyles'
import { useState } from 'react'
import { zodiacSignById, zodiacSigns, type ZodiacId } from '../../content/zodiacSigns'
import type { ConsultationBookingProps } from './ConsultationBooking'
import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import { HoroscopePageView } from './HoroscopePageView'
import { useToday } from './localDate'
import { useDailyReading } from './useDailyReading'
import { activeLocale } from '../../lib/language'
import { formatDateTime } from '../../lib/intlFormats'
import { usePageHead } from '../../lib/pageHead'
import { horoscopePageMessages } from '../../content/messages/horoscope'

function dateLabelOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return formatDateTime(new Date(year, month - 1, day), activeLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
}

/** The consultation booking (its machine and dialogs) loads once the page is used, not with it. */
const ConsultationBooking = lazyUntilOpened<ConsultationBookingProps>(
  () => import('./ConsultationBooking').then((module) => module.ConsultationBooking),
  ({ asks }) => asks > 0,
  { preloadOnFirstUse: true },
)

/** /horoscope: the chosen sign and date (today by default) and the consultation booking. */
export function HoroscopePage() {
  const [signId, setSignId] = useState<ZodiacId>('aries')
  const today = useToday()
  const [chosenDate, setDate] = useState<string | null>(null)
  const [bookingAsks, setBookingAsks] = useState(0)
  const sign = zodiacSignById(signId) ?? zodiacSigns[0]
  const date = chosenDate ?? today
  const shownDate = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today
  const reading = useDailyReading(sign.id, shownDate)
  usePageHead(horoscopePageMessages.title)
  return (
    <>
      <HoroscopePageView
        signs={zodiacSigns}
        sign={sign}
        date={date ?? ''}
        dateLabel={shownDate === null ? null : dateLabelOf(shownDate)}
        reading={reading.reading}
        readingFailed={reading.failed}
        onRetryReading={reading.retry}
        onSelectSign={setSignId}
        onDateChange={setDate}
        onBookConsultation={() => setBookingAsks((asks) => asks + 1)}
      />
      <ConsultationBooking asks={bookingAsks} />
    </>
  )
}
