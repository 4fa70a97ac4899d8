/** Add to calendar (src/components/AddToCalendar.tsx): after a booking and on the order page. */
import { catalog } from '../catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/calendar.ts', { import: 'default' }))

/** After a booking: the ritual in the devotee's own calendar (.ics file or Google Calendar). */
export const addToCalendarMessages = translatable('addToCalendarMessages', {
  title: 'Add to calendar',
  text: 'Keep the time of the ritual in your calendar, in your own time zone.',
  download: 'Download .ics file',
  google: 'Google Calendar',
  failed: 'The calendar file could not be made. Please try again.',
  eventTitle: (service: string) => `${service} (Sankalp)`,
  eventDescription: (orderId: string, place: string) =>
    `Order ID: ${orderId}. Performed at ${place} in your name; the time is the temple's (IST), shown in your own time zone.`,
  fileName: (orderId: string) => `sankalp-${orderId}.ics`,
} as const)
