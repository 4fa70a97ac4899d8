/** Issue 13: a consultation's time slots read as the visitor's language writes times; the form keeps SPEC's values. */
import { afterEach, describe, expect, it } from 'vitest'
import { TIME_SLOTS } from '../../../src/domain/consultation/consultationForm'
import { timeSlotLabel } from '../../../src/features/horoscope/timeSlotLabel'
import { setActiveLanguage } from '../../../src/lib/language'

afterEach(() => setActiveLanguage('en'))

describe('a consultation time slot', () => {
  it('reads as SPEC writes it in English', () => {
    expect(TIME_SLOTS.map(timeSlotLabel)).toEqual(TIME_SLOTS)
  })

  it('reads by the part of the day in Hindi, never with AM or PM', () => {
    setActiveLanguage('hi')
    expect(timeSlotLabel('09:00 AM')).toBe('सुबह 9:00')
    expect(timeSlotLabel('12:30 PM')).toBe('दोपहर 12:30')
    expect(timeSlotLabel('06:30 PM')).toBe('शाम 6:30')
    const labels = TIME_SLOTS.map(timeSlotLabel)
    expect(new Set(labels).size).toBe(TIME_SLOTS.length)
    for (const label of labels) expect(label).not.toMatch(/am|pm/i)
  })
})
