import { afterEach, describe, expect, it } from 'vitest'
import { formatBriefDate, formatDateTime, formatNumber } from '../../src/lib/intlFormats'
import { setActiveLanguage } from '../../src/lib/language'

const moment = new Date('2026-11-29T01:30:00Z')
/** A schedule's date as the cards wrote it before `formatBriefDate`, and as English still writes it. */
const scheduleDate = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
} as const

describe('Intl formats kept per locale and options', () => {
  it.each([
    ['en-IN', {}],
    ['hi-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
    ['en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }],
  ] as const)('write a number in %s as toLocaleString does', (locale, options) => {
    for (const value of [1100, 125000.5, 0.25]) {
      expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(locale, options))
      expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(locale, options))
    }
  })

  it('write a date, a time and a day as toLocaleDateString, toLocaleTimeString and toLocaleString do', () => {
    const time = {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: 'America/New_York',
      timeZoneName: 'short',
    } as const
    expect(formatDateTime(moment, 'en-IN', scheduleDate)).toBe(
      moment.toLocaleDateString('en-IN', scheduleDate),
    )
    expect(formatDateTime(moment, 'hi-IN', scheduleDate)).toBe(
      moment.toLocaleDateString('hi-IN', scheduleDate),
    )
    expect(formatDateTime(moment, 'en-US', time)).toBe(moment.toLocaleTimeString('en-US', time))
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'UTC' })).toBe('2026-11-29')
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'Asia/Kolkata' })).toBe('2026-11-29')
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'America/New_York' })).toBe('2026-11-28')
    const stamp = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const
    expect(formatDateTime(moment, 'hi-IN', stamp)).toBe(moment.toLocaleString('hi-IN', stamp))
  })
})

describe('a brief date', () => {
  afterEach(() => setActiveLanguage('en'))

  it('abbreviates the month in English', () => {
    expect(formatBriefDate(moment, { timeZone: 'Asia/Kolkata' })).toBe('29 Nov 2026')
    expect(formatBriefDate(moment, { weekday: true, timeZone: 'Asia/Kolkata' })).toBe(
      moment.toLocaleDateString('en-IN', scheduleDate),
    )
    expect(formatBriefDate(moment, { timeZone: 'America/New_York' })).toBe('28 Nov 2026')
  })

  it('writes the month and the weekday whole in Hindi: a short weekday would read as a planet (शनि)', () => {
    setActiveLanguage('hi')
    expect(formatBriefDate(moment, { timeZone: 'Asia/Kolkata' })).toBe('29 नवंबर 2026')
    expect(formatBriefDate(moment, { weekday: true, timeZone: 'Asia/Kolkata' })).toBe('रविवार, 29 नवंबर 2026')
    const saturday = new Date('2026-11-28T06:00:00Z')
    expect(formatBriefDate(saturday, { weekday: true, timeZone: 'Asia/Kolkata' })).toBe(
      'शनिवार, 28 नवंबर 2026',
    )
  })
})
