import { describe, expect, it } from 'vitest'
import type { Chadava, Puja } from '../../../src/api/contract/catalogue'
import { bookingPaymentAttempt } from '../../../src/domain/booking/bookingPayment'
import { chadavaNamesOf, pujaNamesOf, withNames } from '../../../src/domain/payment/bookingNames'
import { paymentDataSchema, type PaymentData } from '../../../src/domain/payment/paymentData'
import {
  bookingChadava,
  bookingOfferings,
  bookingPuja,
  chadavaOrder,
  pujaOrder,
} from '../../../src/testing/fixtures/bookingOrders'

const contact = { name: 'Asha Verma', whatsappNumber: '9876543210' }

/** What the session keeps of a booking made in English. */
function bookedData(order: typeof pujaOrder | typeof chadavaOrder): PaymentData {
  const { paymentData } = bookingPaymentAttempt(
    { order, contact, personalDetails: null, familyMembers: [] },
    'uid-asha',
  )
  return paymentDataSchema.parse({
    merchantOrderId: 'POOJA_1764300000000_AB12CD34EF56GH78',
    language: 'en',
    ...paymentData,
  })
}

const hindiPuja: Puja = {
  ...bookingPuja,
  title: 'रुद्राभिषेक पूजा',
  location: 'काशी विश्वनाथ, वाराणसी',
  pujaPackages: [{ ...bookingPuja.pujaPackages[0]!, packageName: 'परिवार पूजा' }],
}

const hindiChadava: Chadava = {
  ...bookingChadava,
  name: 'काशी विश्वनाथ चढ़ावा',
  templeName: 'काशी विश्वनाथ मंदिर',
  availableOfferings: bookingOfferings.map((offering, place) => ({
    ...offering,
    name: ['दीप दान', 'पुष्प माला', 'भोग प्रसाद', 'वस्त्र दान'][place]!,
  })),
}

describe('what a booking keeps to be named in another language', () => {
  it("keeps the puja package's id", () => {
    expect(bookedData(pujaOrder).pujaDetails?.packageId).toBe('pkg-family')
  })

  it("keeps each offering's place in the chadava's list, in the order chosen", () => {
    const order = { ...chadavaOrder, offerings: [bookingOfferings[2]!, bookingOfferings[0]!] }
    expect(bookedData(order).chadavaDetails?.offeringPositions).toEqual([2, 0])
  })

  it('keeps no places when an offering is not in the list, and the booking still goes ahead', () => {
    const stray = { ...bookingOfferings[0]!, name: 'Gau Seva' }
    const order = { ...chadavaOrder, offerings: [bookingOfferings[1]!, stray] }
    const details = bookedData(order).chadavaDetails
    expect(details?.offerings).toBe('Flower Garland, Gau Seva')
    expect(details?.offeringPositions).toBeUndefined()
  })
})

describe('a booking named in another language', () => {
  it('keeps the package name booked when the puja no longer has that package', () => {
    const data = bookedData(pujaOrder)
    const puja = { ...hindiPuja, pujaPackages: [{ ...hindiPuja.pujaPackages[0]!, _id: 'pkg-other' }] }
    expect(withNames(data, pujaNamesOf(data.pujaDetails!, puja)).pujaDetails?.packageName).toBe('Family Puja')
  })

  const pujaData = bookedData(pujaOrder)
  const chadavaData = bookedData({ ...chadavaOrder, offerings: [bookingOfferings[3]!, bookingOfferings[1]!] })
  it.each([
    {
      what: 'the puja, its package and its temple',
      data: pujaData,
      names: pujaNamesOf(pujaData.pujaDetails!, hindiPuja),
      shown: {
        ...pujaData,
        pujaDetails: {
          ...pujaData.pujaDetails!,
          title: 'रुद्राभिषेक पूजा',
          packageName: 'परिवार पूजा',
          location: 'काशी विश्वनाथ, वाराणसी',
        },
      },
    },
    {
      what: 'the chadava, its temple and the offerings chosen, by their places',
      data: chadavaData,
      names: chadavaNamesOf(chadavaData.chadavaDetails!, hindiChadava),
      shown: {
        ...chadavaData,
        chadavaDetails: {
          ...chadavaData.chadavaDetails!,
          title: 'काशी विश्वनाथ चढ़ावा',
          templeName: 'काशी विश्वनाथ मंदिर',
          offerings: 'वस्त्र दान, पुष्प माला',
        },
      },
    },
  ])('names $what as the Hindi catalogue does, and nothing else changes', ({ data, names, shown }) => {
    expect(withNames(data, names)).toEqual(shown)
  })

  it.each([
    ['without places', undefined],
    ['with a place the list no longer has', [0, 7]],
  ])('keeps the offerings as booked %s', (_, offeringPositions) => {
    const booked = bookedData({ ...chadavaOrder, offerings: [bookingOfferings[0]!, bookingOfferings[1]!] })
    const data = { ...booked, chadavaDetails: { ...booked.chadavaDetails!, offeringPositions } }
    const named = withNames(data, chadavaNamesOf(data.chadavaDetails, hindiChadava))
    expect(named.chadavaDetails?.offerings).toBe('Diya Daan, Flower Garland')
    expect(named.chadavaDetails?.title).toBe('काशी विश्वनाथ चढ़ावा')
  })

  it('is the data as it was without names', () => {
    const data = bookedData(pujaOrder)
    expect(withNames(data, null)).toEqual(data)
  })
})
