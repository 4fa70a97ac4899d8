/** The temples' time zone: every ritual's time is India's first (the catalogue's 'Today' is India's day too). */
export const TEMPLE_TIME_ZONE = 'Asia/Kolkata'

/** A puja's or chadava's scheduled moment from its API text; null when empty or not a date (SPEC §8: 'Not specified'). */
export function parseSchedule(value: string | undefined): Date | null {
  if (!value?.trim()) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
