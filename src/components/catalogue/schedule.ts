/**
 * Dates and times of pujas and chadavas as shown on cards and details, in the temple's time (IST) first; a visitor
 * whose time zone is not India's also sees their own time with its zone, and its day where that differs
 * (e.g. '07:00 AM IST' and 'Fri 08:30 PM EST'); 'Not specified' when invalid or empty (SPEC §8).
 */
import { parseSchedule } from '../../domain/schedule'
import { scheduleMessages } from '../../content/messages/catalogue'
import { commonMessages } from '../../content/messages/common'
import { activeLanguage, activeLocale } from '../../lib/language'
import { formatDateTime } from '../../lib/intlFormats'

export const TEMPLE_TIME_ZONE = 'Asia/Kolkata'

export function formatScheduleDate(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? formatDateTime(date, activeLocale(), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: TEMPLE_TIME_ZONE,
      })
    : commonMessages.notSpecified
}

/** The browser's time zone (IANA name), e.g. 'America/New_York'. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

const clockTime = { hour: '2-digit', minute: '2-digit', hour12: true } as const

/** Times read '06:30 PM' in English (SPEC's format) and as the language's own locale writes them otherwise. */
const timeLocale = () => (activeLanguage() === 'en' ? 'en-US' : activeLocale())

/**
 * A zone reads 'EST' in English. Hindi abbreviates almost no zone ('GMT-5'), and browsers often leave its shorter
 * name by city in English ('New York समय'), so it reads by its Hindi name ('उत्तरी अमेरिकी पूर्वी समय').
 */
const zoneName = () => (activeLanguage() === 'en' ? 'short' : 'longGeneric')

function dayIn(date: Date, timeZone: string): string {
  return formatDateTime(date, 'en-CA', { timeZone })
}

/** The visitor's own time of the moment, or null when their clock reads as India's. */
function localTime(date: Date, timeZone: string): string | null {
  const local = formatDateTime(date, timeLocale(), { ...clockTime, timeZone, timeZoneName: zoneName() })
  const temple = formatDateTime(date, timeLocale(), {
    ...clockTime,
    timeZone: TEMPLE_TIME_ZONE,
    timeZoneName: zoneName(),
  })
  if (local === temple) return null
  if (dayIn(date, timeZone) === dayIn(date, TEMPLE_TIME_ZONE)) return local
  return `${formatDateTime(date, timeLocale(), { weekday: 'short', timeZone })} ${local}`
}

export function formatScheduleTime(value: string | undefined): string {
  const date = parseSchedule(value)
  return date
    ? scheduleMessages.templeTime(
        formatDateTime(date, timeLocale(), { ...clockTime, timeZone: TEMPLE_TIME_ZONE }),
      )
    : commonMessages.notSpecified
}

/** The visitor's own time of a schedule, e.g. 'Fri 08:30 PM EST'; null in India or when there is no valid time. */
export function formatLocalTime(
  value: string | undefined,
  timeZone: string = visitorTimeZone(),
): string | null {
  const date = parseSchedule(value)
  return date ? localTime(date, timeZone) : null
}
