/** SPEC §5 payment prerequisites: what must be in place before a puja or chadava payment starts. */
import type { ContactDetails } from '../../api/schemas'
import type { BookingOrder, BookingKind } from './bookingOrder'

export const SIGN_IN_REQUIRED = 'Sign In Required'

export interface BookingUser {
  uid: string
  phoneNumber: string | null
  displayName: string | null
}

const authenticationMessage: Record<BookingKind, string> = {
  puja: 'Authentication required for pooja orders. Please sign in to continue.',
  chadava: 'Authentication required for chadava orders. Please sign in to continue.',
}

/** The first unmet prerequisite's message, or null when payment may start. */
export function paymentPrerequisiteError(
  kind: BookingKind,
  order: BookingOrder | null,
  contact: ContactDetails,
  user: BookingUser | null,
): string | null {
  if (kind === 'puja' && order?.kind !== 'puja') return 'Missing package or puja information'
  if (kind === 'chadava' && (order?.kind !== 'chadava' || order.offerings.length === 0))
    return 'No offerings selected'
  if (!contact.whatsappNumber.trim())
    return 'Please provide your WhatsApp number before proceeding with payment'
  if (!user?.uid) return authenticationMessage[kind]
  return null
}
