/**
 * A booked puja or chadava as a calendar entry (issue 14): the ritual's start in UTC, an hour long, with the temple
 * and the order id; as a Google Calendar link and as an .ics file (the `ics` library, loaded only when asked for).
 */
import { addToCalendarMessages as messages } from '../../content/messages/calendar'
import { parseSchedule } from '../schedule'
import type { PaymentData } from './paymentData'

const RITUAL_MINUTES = 60

export interface RitualEvent {
  orderId: string
  title: string
  place: string
  start: Date
}

/** The ritual of a paid booking, or null for a consultation or when its time is not known. */
export function ritualEventOf(data: PaymentData, orderId: string): RitualEvent | null {
  const details = data.pujaDetails
    ? { title: data.pujaDetails.title, place: data.pujaDetails.location, dateTime: data.pujaDetails.dateTime }
    : data.chadavaDetails
      ? {
          title: data.chadavaDetails.title,
          place: data.chadavaDetails.templeName,
          dateTime: data.chadavaDetails.dateTime,
        }
      : null
  const start = parseSchedule(details?.dateTime)
  return details && start ? { orderId, title: details.title, place: details.place, start } : null
}

function end(event: RitualEvent): Date {
  return new Date(event.start.getTime() + RITUAL_MINUTES * 60_000)
}

/** 2026-11-28T01:30:00.000Z → 20261128T013000Z, the form both calendars read as UTC. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function googleCalendarLink(event: RitualEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: messages.eventTitle(event.title),
    dates: `${utcStamp(event.start)}/${utcStamp(end(event))}`,
    details: messages.eventDescription(event.orderId, event.place),
    location: event.place,
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** The event as an iCalendar file's text; rejects when the library refuses the event. */
export async function ritualIcs(event: RitualEvent): Promise<string> {
  const { createEvent } = await import('ics')
  const { error, value } = createEvent({
    uid: `${event.orderId}@sankalp`,
    productId: 'sankalp/puja',
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: RITUAL_MINUTES },
    title: messages.eventTitle(event.title),
    description: messages.eventDescription(event.orderId, event.place),
    location: event.place,
  })
  if (error || !value) throw error ?? new Error(messages.failed)
  return value
}
