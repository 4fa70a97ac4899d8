/**
 * Dates and times of pujas and chadavas as shown on cards and details, in the temple's time (IST) first; a visitor
 * whose time zone is not India's also sees their own time with its zone, and its day where that differs
 * (e.g. '07:00 AM IST' and 'Fri 08:30 PM EST'); 'Not specified' when invalid or empty (SPEC §8).
 */
import { parseSchedule, templeClockTime, TEMPLE_TIME_ZONE } from '../../domain/schedule'
import { commonMessages } from '../../content/messages/common'
import {
  formatBriefDate,
  formatBriefWeekday,
  formatClockTime,
  formatDateTime,
  formatZoneName,
} from '../../lib/intlFormats'

export function formatScheduleDate(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? formatBriefDate(date, { weekday: true, timeZone: TEMPLE_TIME_ZONE })
    : commonMessages.notSpecified
}

/** The browser's time zone (IANA name), e.g. 'America/New_York'. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function dayIn(date: Date, timeZone: string): string {
  return formatDateTime(date, 'en-CA', { timeZone })
}

/** A moment's time in a zone with the zone's name, e.g. '08:30 PM EST', 'शाम 8:30 उत्तरी अमेरिकी पूर्वी समय'. */
function timeWithZone(date: Date, timeZone: string): string {
  return `${formatClockTime(date, timeZone)} ${formatZoneName(date, timeZone)}`
}

/** The visitor's own time of the moment, or null when their clock reads as India's. */
function localTime(date: Date, timeZone: string): string | null {
  const local = timeWithZone(date, timeZone)
  if (local === timeWithZone(date, TEMPLE_TIME_ZONE)) return null
  if (dayIn(date, timeZone) === dayIn(date, TEMPLE_TIME_ZONE)) return local
  return `${formatBriefWeekday(date, timeZone)} ${local}`
}

export function formatScheduleTime(value: string | undefined): string {
  const date = parseSchedule(value)
  return date ? templeClockTime(date) : commonMessages.notSpecified
}

/** The visitor's own time of a schedule, e.g. 'Fri 08:30 PM EST'; null in India or when there is no valid time. */
export function formatLocalTime(
  value: string | undefined,
  timeZone: string = visitorTimeZone(),
): string | null {
  const date = parseSchedule(value)
  return date ? localTime(date, timeZone) : null
}
