import { useState } from 'react'
import { zodiacSignById, zodiacSigns, type ZodiacId } from '../../content/zodiacSigns'
import { ConsultationBookingModal } from './ConsultationBookingModal'
import { dailyReading, localDateKey } from './dailyReading'
import { HoroscopePageView } from './HoroscopePageView'
import { ProcessingPaymentModal } from './ProcessingPaymentModal'
import { useHoroscopeBooking } from './useHoroscopeBooking'

function dateLabelOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year, month - 1, day).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
}

/** /horoscope: the chosen sign and date (today by default) and the consultation booking. */
export function HoroscopePage() {
  const [signId, setSignId] = useState<ZodiacId>('aries')
  const [date, setDate] = useState(localDateKey)
  const booking = useHoroscopeBooking()
  const sign = zodiacSignById(signId) ?? zodiacSigns[0]
  const shownDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : localDateKey()
  return (
    <>
      <HoroscopePageView
        signs={zodiacSigns}
        sign={sign}
        date={date}
        dateLabel={dateLabelOf(shownDate)}
        reading={dailyReading(sign.id, shownDate)}
        onSelectSign={setSignId}
        onDateChange={setDate}
        onBookConsultation={booking.open}
      />
      <ConsultationBookingModal {...booking.bookingModal} />
      <ProcessingPaymentModal {...booking.processingModal} />
    </>
  )
}
