/**
 * A puja or chadava payment attempt (SPEC §3, §7): the order's rupees, the contact as the payer (the WhatsApp number
 * with +91), and the session payment data with the order's details and the paying account, returning to the personal
 * details.
 */
import type { Chadava, Offering } from '../../api/contract/catalogue'
import type { ContactDetails, FamilyMember, PersonalDetails } from '../../api/contract/devotee'
import { payerOf, type PaymentAttempt } from '../payment/paymentAttempt'
import type { PaymentDataInput } from '../payment/paymentData'
import { chargedRupees, orderDateTime, type BookingOrder } from './bookingOrder'

/** What a booking pays for and who pays; the personal details once they were collected, and the family's names. */
export interface BookingPayment {
  order: BookingOrder
  contact: ContactDetails
  personalDetails: PersonalDetails | null
  familyMembers: FamilyMember[]
}

/**
 * Where each offering stands in the chadava's list (a cart holds the list's own offerings, in the language shown), when
 * every one of them is in it.
 */
function offeringPositionsOf(chadava: Chadava, offerings: Offering[]): { offeringPositions?: number[] } {
  const positions = offerings.map((offering) => chadava.availableOfferings.indexOf(offering))
  return positions.every((position) => position >= 0) ? { offeringPositions: positions } : {}
}

function detailsOf(order: BookingOrder): Pick<PaymentDataInput, 'pujaDetails' | 'chadavaDetails'> {
  if (order.kind === 'puja') {
    return {
      pujaDetails: {
        title: order.puja.title,
        poojaId: order.puja._id,
        packageName: order.pkg.packageName,
        packageId: order.pkg._id,
        dateTime: orderDateTime(order),
        location: order.puja.location,
      },
    }
  }
  return {
    chadavaDetails: {
      title: order.chadava.name,
      chadavaId: order.chadava._id,
      templeName: order.chadava.templeName,
      dateTime: orderDateTime(order),
      offerings: order.offerings.map((offering) => offering.name).join(', '),
      selectedOfferings: order.offerings.map(({ name, description, price, imageUrl }) => ({
        name,
        description,
        price,
        ...(imageUrl ? { imageUrl } : {}),
      })),
      ...offeringPositionsOf(order.chadava, order.offerings),
    },
  }
}

/** The attempt of a booking paid from the account `uid`, which alone will see it and have its order made. */
export function bookingPaymentAttempt(
  { order, contact, personalDetails, familyMembers }: BookingPayment,
  uid: string,
): PaymentAttempt {
  const name = contact.name.trim()
  const rupees = chargedRupees(order)
  return {
    kind: order.kind,
    rupees,
    customer: payerOf({ name, whatsappNumber: contact.whatsappNumber }),
    paymentData: {
      status: 'PENDING',
      amount: rupees,
      returnTo: 'personal-details',
      ...detailsOf(order),
      personalDetails,
      familyMembers,
      contactDetails: { name, whatsappNumber: contact.whatsappNumber },
      uid,
    },
  }
}
