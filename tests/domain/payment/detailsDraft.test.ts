import { beforeEach, describe, expect, it, vi } from 'vitest'
import { detailsDraftOf, keepDetailsDraft } from '../../../src/domain/payment/detailsDraft'
import { forgetAllBookings } from '../../../src/domain/payment/keptBookings'
import { personalDetails } from '../../../src/testing/fixtures/paymentStatusData'
import { MemoryStorage } from '../../../src/testing/memoryStorage'

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage())
  vi.stubGlobal('localStorage', new MemoryStorage())
})

describe('the details typed in Complete Your Booking and not yet saved', () => {
  it('come back for their payment, the latest typing only', () => {
    keepDetailsDraft('POOJA_1', { ...personalDetails, city: '' })
    keepDetailsDraft('POOJA_1', personalDetails)
    expect(detailsDraftOf('POOJA_1')).toEqual(personalDetails)
  })

  it('are never shown for another payment', () => {
    keepDetailsDraft('POOJA_1', personalDetails)
    expect(detailsDraftOf('CHADAVA_2')).toBeNull()
  })

  it('go when a session ends, with the bookings kept', () => {
    keepDetailsDraft('POOJA_1', personalDetails)
    forgetAllBookings()
    expect(detailsDraftOf('POOJA_1')).toBeNull()
  })
})
