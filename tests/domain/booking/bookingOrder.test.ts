import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Chadava, Puja } from '../../../src/api/contract/catalogue'
import { orderAsShown, scheduleOrTbd, type BookingOrder } from '../../../src/domain/booking/bookingOrder'
import {
  bookingChadava,
  bookingOfferings,
  bookingPuja,
  chadavaOrder,
  pujaOrder,
} from '../../../src/testing/fixtures/bookingOrders'
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

describe('an order as the page shows it after a change of language', () => {
  const pujaInHindi: Puja = {
    ...bookingPuja,
    title: 'रुद्राभिषेक पूजा',
    pujaPackages: [{ ...bookingPuja.pujaPackages[0]!, packageName: 'परिवार पूजा' }],
  }
  const chadavaInHindi: Chadava = {
    ...bookingChadava,
    name: 'काशी विश्वनाथ चढ़ावा',
    availableOfferings: bookingOfferings.map((offering, place) => ({
      ...offering,
      name: `चढ़ावा ${place + 1}`,
    })),
  }

  it('names the puja and its package in the language shown', () => {
    expect(orderAsShown(pujaOrder, pujaInHindi)).toEqual({
      kind: 'puja',
      puja: pujaInHindi,
      pkg: pujaInHindi.pujaPackages[0],
    })
  })

  it('names the offerings chosen by their places in the list', () => {
    const order: BookingOrder = { ...chadavaOrder, offerings: [bookingOfferings[3]!, bookingOfferings[1]!] }
    const shown = orderAsShown(order, chadavaInHindi)
    expect(shown.kind === 'chadava' && shown.offerings.map(({ name }) => name)).toEqual([
      'चढ़ावा 4',
      'चढ़ावा 2',
    ])
  })

  it('stays as it was for another puja or chadava, or one that no longer has what was chosen', () => {
    expect(orderAsShown(pujaOrder, { ...pujaInHindi, _id: 'another' })).toBe(pujaOrder)
    expect(orderAsShown(pujaOrder, chadavaInHindi)).toBe(pujaOrder)
    expect(orderAsShown(pujaOrder, { ...pujaInHindi, pujaPackages: [] })).toBe(pujaOrder)
    expect(orderAsShown(chadavaOrder, { ...chadavaInHindi, availableOfferings: [] })).toBe(chadavaOrder)
  })

  it('stays as it was when what the page shows now differs in what is paid or when', () => {
    const dearer = { ...pujaInHindi.pujaPackages[0]!, price: 2101 }
    expect(orderAsShown(pujaOrder, { ...pujaInHindi, pujaPackages: [dearer] })).toBe(pujaOrder)
    expect(orderAsShown(pujaOrder, { ...pujaInHindi, dateTime: '2026-12-06T06:30:00+05:30' })).toBe(pujaOrder)
    const offerings = chadavaInHindi.availableOfferings.map((offering) => ({
      ...offering,
      priceInDollars: 99,
    }))
    expect(orderAsShown(chadavaOrder, { ...chadavaInHindi, availableOfferings: offerings })).toBe(
      chadavaOrder,
    )
    expect(orderAsShown(chadavaOrder, { ...chadavaInHindi, datetime: '2026-12-06T06:30:00+05:30' })).toBe(
      chadavaOrder,
    )
  })
})
