import { describe, expect, it } from 'vitest'
import { formatDateTime, formatNumber } from '../../src/lib/intlFormats'

const moment = new Date('2026-11-29T01:30:00Z')

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
    const date = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    } as const
    const time = {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: 'America/New_York',
      timeZoneName: 'short',
    } as const
    expect(formatDateTime(moment, 'en-IN', date)).toBe(moment.toLocaleDateString('en-IN', date))
    expect(formatDateTime(moment, 'hi-IN', date)).toBe(moment.toLocaleDateString('hi-IN', date))
    expect(formatDateTime(moment, 'en-US', time)).toBe(moment.toLocaleTimeString('en-US', time))
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'UTC' })).toBe('2026-11-29')
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'Asia/Kolkata' })).toBe('2026-11-29')
    expect(formatDateTime(moment, 'en-CA', { timeZone: 'America/New_York' })).toBe('2026-11-28')
    const stamp = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const
    expect(formatDateTime(moment, 'hi-IN', stamp)).toBe(moment.toLocaleString('hi-IN', stamp))
  })
})
