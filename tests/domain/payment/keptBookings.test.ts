import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  KEPT_BOOKING_HOURS,
  KEPT_BOOKINGS_KEY,
  KEPT_BOOKINGS_MAX,
  forgetAllBookings,
  forgetBooking,
  keepBooking,
  keptBooking,
} from '../../../src/domain/payment/keptBookings'
import { readPaymentData, writePaymentData, type PaymentData } from '../../../src/domain/payment/paymentData'
import {
  chadavaPaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../../src/testing/fixtures/paymentStatusData'
import { MemoryStorage } from '../../../src/testing/memoryStorage'

const NOW = Date.parse('2026-11-26T10:00:00Z')
const HOUR = 3_600_000
const booking = (n: number): PaymentData => ({ ...pujaPaymentData, merchantOrderId: `POOJA_${n}` })

describe('a booking kept for a return in another tab', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage())
    vi.stubGlobal('sessionStorage', new MemoryStorage())
  })

  it("is forgotten when a session ends, with the tab's booking in the session", () => {
    keepBooking(booking(1), NOW)
    writePaymentData(booking(1))
    forgetAllBookings()
    expect(keptBooking('POOJA_1', NOW)).toBeNull()
    expect(readPaymentData().status).toBe('missing')
  })

  it('is found by its merchantOrderId, with everything the booking held', () => {
    keepBooking(pujaPaymentData, NOW)
    keepBooking(chadavaPaymentData, NOW)
    expect(keptBooking(pujaPaymentData.merchantOrderId, NOW)).toEqual(pujaPaymentData)
    expect(keptBooking(chadavaPaymentData.merchantOrderId, NOW)).toEqual(chadavaPaymentData)
    expect(keptBooking('POOJA_UNKNOWN', NOW)).toBeNull()
  })

  it('is replaced when kept again, so the details given later come back too', () => {
    keepBooking(pujaPaymentData, NOW)
    const withDetails = { ...pujaPaymentData, personalDetails }
    keepBooking(withDetails, NOW + 1)
    expect(keptBooking(pujaPaymentData.merchantOrderId, NOW + 1)).toEqual(withDetails)
    expect(JSON.parse(localStorage.getItem(KEPT_BOOKINGS_KEY)!)).toHaveLength(1)
  })

  it('is forgotten once its order is made, and the others stay', () => {
    keepBooking(booking(1), NOW)
    keepBooking(booking(2), NOW)
    forgetBooking('POOJA_1', NOW)
    expect(keptBooking('POOJA_1', NOW)).toBeNull()
    expect(keptBooking('POOJA_2', NOW)).toEqual(booking(2))
  })

  it(`is gone after ${KEPT_BOOKING_HOURS} hours, and from storage once read`, () => {
    keepBooking(booking(1), NOW)
    keepBooking(booking(2), NOW + HOUR)
    const expiry = NOW + KEPT_BOOKING_HOURS * HOUR
    expect(keptBooking('POOJA_1', expiry - 1)).toEqual(booking(1))
    expect(localStorage.getItem(KEPT_BOOKINGS_KEY)).toContain('POOJA_1"')
    expect(keptBooking('POOJA_3', expiry)).toBeNull()
    expect(localStorage.getItem(KEPT_BOOKINGS_KEY)).not.toContain('POOJA_1"')
    expect(keptBooking('POOJA_2', expiry)).toEqual(booking(2))
  })

  it(`keeps the newest ${KEPT_BOOKINGS_MAX}`, () => {
    for (let n = 1; n <= KEPT_BOOKINGS_MAX + 2; n++) keepBooking(booking(n), NOW + n)
    const later = NOW + KEPT_BOOKINGS_MAX + 2
    expect(keptBooking('POOJA_1', later)).toBeNull()
    expect(keptBooking('POOJA_2', later)).toBeNull()
    expect(keptBooking('POOJA_3', later)).toEqual(booking(3))
    expect(keptBooking(`POOJA_${KEPT_BOOKINGS_MAX + 2}`, later)).toEqual(booking(KEPT_BOOKINGS_MAX + 2))
  })

  it('reads a store that does not parse as empty, and writes over it', () => {
    localStorage.setItem(KEPT_BOOKINGS_KEY, '[{"keptAt":"yesterday","data":{}}]')
    expect(keptBooking('POOJA_1', NOW)).toBeNull()
    keepBooking(booking(1), NOW)
    expect(keptBooking('POOJA_1', NOW)).toEqual(booking(1))
  })
})
