import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { PaymentData } from '../../../src/domain/payment/paymentData'
import { googleCalendarLink, ritualEventOf, ritualIcs } from '../../../src/domain/payment/ritualEvent'

const base: PaymentData = {
  merchantOrderId: 'POOJA_1764000000000_ABCDEFGH',
  status: 'SUCCESS',
  amount: 851,
  personalDetails: null,
  familyMembers: [],
}
const puja: PaymentData = {
  ...base,
  pujaDetails: {
    title: 'Maha Rudrabhishek',
    poojaId: 'p1',
    packageName: 'Individual Puja',
    dateTime: '2026-12-01T06:30:00.000Z',
    location: 'Varanasi',
  },
}
const chadava: PaymentData = {
  ...base,
  chadavaDetails: {
    title: 'Kashi Chadava',
    chadavaId: 'c1',
    templeName: 'Kashi Vishwanath',
    dateTime: '2026-12-02T05:00:00.000Z',
    offerings: 'Bel Patra',
    selectedOfferings: [{ name: 'Bel Patra', description: 'Sacred leaves', price: 151 }],
  },
}

describe('the ritual of a paid booking', () => {
  it('is the puja at its place and UTC start, with the order id', () => {
    expect(ritualEventOf(puja, 'ORD-1')).toEqual({
      orderId: 'ORD-1',
      title: 'Maha Rudrabhishek',
      place: 'Varanasi',
      start: new Date('2026-12-01T06:30:00.000Z'),
    })
  })

  it('is the chadava at its temple', () => {
    expect(ritualEventOf(chadava, 'ORD-2')?.place).toBe('Kashi Vishwanath')
  })

  it('is nothing for a consultation, or a ritual with no readable time', () => {
    expect(ritualEventOf(base, 'ORD-3')).toBeNull()
    expect(
      ritualEventOf({ ...puja, pujaDetails: { ...puja.pujaDetails!, dateTime: 'soon' } }, 'ORD-4'),
    ).toBeNull()
  })
})

describe('the calendar entries', () => {
  const event = ritualEventOf(puja, 'ORD-1')!

  it('link to Google Calendar for the hour from the UTC start', () => {
    const link = new URL(googleCalendarLink(event))
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(link.searchParams.get('action')).toBe('TEMPLATE')
    expect(link.searchParams.get('dates')).toBe('20261201T063000Z/20261201T073000Z')
    expect(link.searchParams.get('location')).toBe('Varanasi')
    expect(link.searchParams.get('details')).toContain('Order ID: ORD-1')
  })

  it('make an .ics file that a calendar reads back as the same event', async () => {
    const parsed = new ICAL.Component(ICAL.parse(await ritualIcs(event)))
    const vevent = new ICAL.Event(parsed.getFirstSubcomponent('vevent') ?? undefined)
    expect(vevent.uid).toBe('ORD-1@sankalp')
    expect(vevent.summary).toBe('Maha Rudrabhishek (Sankalp)')
    expect(vevent.location).toBe('Varanasi')
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-12-01T06:30:00.000Z')
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-12-01T07:30:00.000Z')
  })
})
