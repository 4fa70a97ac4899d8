/**
 * Dates and times of pujas and chadavas as shown on cards and details, in the temple's time (IST) wherever the visitor
 * is; 'Not specified' when invalid or empty (SPEC §8).
 */
import { scheduleMessages } from '../../content/messages/catalogue'
import { commonMessages } from '../../content/messages/common'

const TEMPLE_TIME_ZONE = 'Asia/Kolkata'

export function parseSchedule(value: string | undefined): Date | null {
  if (!value?.trim()) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatScheduleDate(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? date.toLocaleDateString('en-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: TEMPLE_TIME_ZONE,
      })
    : commonMessages.notSpecified
}

export function formatScheduleTime(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? scheduleMessages.templeTime(
        date.toLocaleTimeString('en-US', {
          hour: '2-digit',
          minute: '2-digit',
          hour12: true,
          timeZone: TEMPLE_TIME_ZONE,
        }),
      )
    : commonMessages.notSpecified
}
