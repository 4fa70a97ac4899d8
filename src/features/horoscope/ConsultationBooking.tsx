import { useEffect } from 'react'
import { ConsultationDialogs } from './ConsultationDialogs'
import { useHoroscopeBooking } from './useHoroscopeBooking'

export interface ConsultationBookingProps {
  /** How many times the visitor has asked to book ('Book Consultation'); each ask opens the booking form. */
  asks: number
}

/**
 * The consultation booking: its machine and two dialogs. The page loads it when the visitor first asks to book (or
 * first uses the page), so the form's rules, the country list and the payment start are not part of the page's load.
 */
export function ConsultationBooking({ asks }: ConsultationBookingProps) {
  const booking = useHoroscopeBooking()
  const { open } = booking
  useEffect(() => {
    if (asks > 0) open()
  }, [asks, open])
  return <ConsultationDialogs booking={booking.bookingModal} processing={booking.processingModal} />
}
