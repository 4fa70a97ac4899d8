/** SPEC §5 payment prerequisites: what must be in place before a puja or chadava payment starts. */
import type { ContactDetails } from '../../api/contract/devotee'
import { paymentPrerequisiteMessages } from '../../content/messages/booking'
import type { BookingOrder, BookingKind } from './bookingOrder'
import { textOf, type Text } from '../../content/text'

export interface BookingUser {
  uid: string
  phoneNumber: string | null
  displayName: string | null
}

/** The first unmet prerequisite's message, or null when payment may start. */
export function paymentPrerequisiteError(
  kind: BookingKind,
  order: BookingOrder | null,
  contact: ContactDetails,
  user: BookingUser | null,
): Text | null {
  if (kind === 'puja' && order?.kind !== 'puja') return textOf(paymentPrerequisiteMessages, 'missingPackage')
  if (kind === 'chadava' && (order?.kind !== 'chadava' || order.offerings.length === 0))
    return textOf(paymentPrerequisiteMessages, 'noOfferings')
  if (!contact.whatsappNumber.trim()) return textOf(paymentPrerequisiteMessages, 'whatsappNumberRequired')
  if (!user?.uid) return textOf(paymentPrerequisiteMessages.authentication, kind)
  return null
}
