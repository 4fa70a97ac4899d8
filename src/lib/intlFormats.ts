/**
 * Numbers and dates written as a locale writes them, through `Intl` formatters made once per locale and options.
 * Making a formatter is the costly part (a cheap phone spends milliseconds on each), and `toLocaleString` with options
 * makes a new one on every call: a list of cards, each with its prices, dates and times, paid it dozens of times.
 */
import { activeLanguage, activeLocale } from './language'

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** `value.toLocaleString(locale, options)`, with the formatter kept. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value)
}

/**
 * `date.toLocaleString(locale, options)`, with the formatter kept. As with `Intl.DateTimeFormat`, options naming no
 * date or time field write the date alone (as `toLocaleDateString` does).
 */
export function formatDateTime(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, options).format(date)
}

/** How briefly a month or weekday is written: abbreviated in English, whole in Hindi (see `formatBriefDate`). */
const briefWidth = () => (activeLanguage() === 'en' ? 'short' : 'long')

/** A weekday written briefly in the language shown: 'Fri', 'शुक्रवार' (never 'शुक्र', a planet's name). */
export function formatBriefWeekday(date: Date, timeZone?: string): string {
  return formatDateTime(date, activeLocale(), { weekday: briefWidth(), ...(timeZone ? { timeZone } : {}) })
}

/**
 * A date written briefly in the language shown, e.g. '27 Nov 2026' or with its weekday 'Fri, 27 Nov 2026'. English
 * abbreviates the month and the weekday; Hindi writes them whole ('शुक्रवार, 27 नवंबर 2026'): its abbreviated months
 * ('नव॰') are not what a reader meets in print, and its short weekdays are the planets' names ('शनि' is Saturn).
 */
export function formatBriefDate(date: Date, options: { weekday?: boolean; timeZone?: string } = {}): string {
  const inBrief = briefWidth()
  return formatDateTime(date, activeLocale(), {
    ...(options.weekday ? { weekday: inBrief } : {}),
    day: 'numeric',
    month: inBrief,
    year: 'numeric',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  })
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/**
 * A time of day as the language shown writes it: SPEC's '06:30 PM' in English, by the part of the day in Hindi
 * ('शाम 6:30'; Hindi's plain pattern would write an English 'pm').
 */
export function formatClockTime(date: Date, timeZone: string): string {
  return activeLanguage() === 'en'
    ? formatDateTime(date, 'en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone })
    : formatDateTime(date, activeLocale(), {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone,
      })
}

/** The name of a time zone as the language shown writes it, e.g. 'EST', 'उत्तरी अमेरिकी पूर्वी समय'. */
export function formatZoneName(date: Date, timeZone: string): string {
  // English abbreviates most zones; Hindi almost none ('GMT-5'), and its shorter names are often left in English.
  const timeZoneName = activeLanguage() === 'en' ? 'short' : 'longGeneric'
  const locale = activeLanguage() === 'en' ? 'en-US' : activeLocale()
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName }).formatToParts(date)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}
