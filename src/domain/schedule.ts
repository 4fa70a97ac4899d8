import { scheduleMessages } from '../content/messages/catalogue'
import { formatClockTime } from '../lib/intlFormats'

/** The temples' time zone: every ritual's time is India's first (the catalogue's 'Today' is India's day too). */
export const TEMPLE_TIME_ZONE = 'Asia/Kolkata'

/**
 * A puja's or chadava's scheduled moment from its API text; null when empty or not a date (SPEC §8: 'Not specified').
 */
export function parseSchedule(value: string | undefined): Date | null {
  if (!value?.trim()) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A moment's time in the temple's zone, named as such: '07:00 AM IST', 'सुबह 7:00 (भारतीय समय)'. */
export function templeClockTime(date: Date): string {
  return scheduleMessages.templeTime(formatClockTime(date, TEMPLE_TIME_ZONE))
}
