import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scheduleOrTbd } from '../../../src/domain/booking/bookingOrder'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'

// 07:00 AM on Saturday 28 November 2026 in India.
const SATURDAY_MORNING_IST = '2026-11-28T01:30:00.000Z'

describe('the ritual’s time in the booking summaries', () => {
  beforeAll(() => translationsReady('hi'))
  afterEach(() => setActiveLanguage('en'))

  it('is India’s, and says so, for a visitor anywhere', () => {
    expect(scheduleOrTbd(SATURDAY_MORNING_IST)).toBe('28 Nov 2026, 07:00 AM IST')
  })

  it('reads in Hindi by the part of the day', () => {
    setActiveLanguage('hi')
    expect(scheduleOrTbd(SATURDAY_MORNING_IST)).toBe('28 नवंबर 2026, सुबह 7:00 (भारतीय समय)')
  })

  it.each(['', 'not a date'])('is TBD without a readable date (%j)', (value) => {
    expect(scheduleOrTbd(value)).toBe('TBD')
  })
})
