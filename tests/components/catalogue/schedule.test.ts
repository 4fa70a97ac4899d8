import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  formatLocalTime,
  formatScheduleDate,
  formatScheduleTime,
} from '../../../src/components/catalogue/schedule'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'

// 07:00 AM on Saturday 28 November 2026 in India; Friday evening in New York.
const SATURDAY_MORNING_IST = '2026-11-28T01:30:00.000Z'
// 09:30 PM on Saturday 28 November 2026 in India; Saturday morning in New York, the same day.
const SATURDAY_EVENING_IST = '2026-11-28T16:00:00.000Z'

describe('a puja time', () => {
  it('is given in the temple’s time and calendar', () => {
    expect(formatScheduleTime(SATURDAY_MORNING_IST)).toBe('07:00 AM IST')
    expect(formatScheduleDate(SATURDAY_MORNING_IST)).toBe('Sat, 28 Nov, 2026')
  })

  it.each(['Asia/Kolkata', 'Asia/Calcutta'])('has no second time for a visitor in India (%s)', (zone) => {
    expect(formatLocalTime(SATURDAY_MORNING_IST, zone)).toBeNull()
  })
})

describe('a puja time for a visitor abroad', () => {
  it('also reads in their own time, with its zone and, where it differs, the day', () => {
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'America/New_York')).toBe('Fri 08:30 PM EST')
  })

  it('leaves the day out when it is the same day there', () => {
    expect(formatLocalTime(SATURDAY_EVENING_IST, 'America/New_York')).toBe('11:00 AM EST')
  })

  it('names the zone for a visitor in London and in Sydney', () => {
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'Europe/London')).toBe('01:30 AM GMT')
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'Australia/Sydney')).toBe('12:30 PM GMT+11')
  })
})

describe('a puja time for a visitor abroad, in Hindi', () => {
  beforeAll(() => translationsReady('hi'))
  afterEach(() => setActiveLanguage('en'))

  it('names the visitor’s zone in Hindi, never as an offset from GMT, the part of the day, never am or pm, and the weekday whole', () => {
    setActiveLanguage('hi')
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'America/New_York')).toBe(
      'शुक्रवार रात 8:30 उत्तरी अमेरिकी पूर्वी समय',
    )
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'Asia/Dubai')).toBe('सुबह 5:30 खाड़ी मानक समय')
  })

  it('gives the temple’s time by the part of the day', () => {
    setActiveLanguage('hi')
    expect(formatScheduleTime(SATURDAY_MORNING_IST)).toBe('सुबह 7:00 (भारतीय समय)')
    expect(formatScheduleTime(SATURDAY_EVENING_IST)).toBe('रात 9:30 (भारतीय समय)')
  })

  it('has no second time for a visitor in India', () => {
    setActiveLanguage('hi')
    expect(formatLocalTime(SATURDAY_MORNING_IST, 'Asia/Kolkata')).toBeNull()
  })
})

describe('a missing or broken time', () => {
  it.each(['', 'not a date', undefined])('reads Not specified, with no local time (%s)', (value) => {
    expect(formatScheduleTime(value)).toBe('Not specified')
    expect(formatLocalTime(value, 'America/New_York')).toBeNull()
  })
})
