/**
 * What a devotee has typed in 'Complete Your Booking' and not yet saved, for the tab's life: a reload, or a phone that
 * dropped the tab while they looked up their address, gives it back. One draft, of one payment; saving the details
 * into the payment's data drops it.
 */
import { z } from 'zod/mini'
import { personalDetailsSchema, type PersonalDetails } from '../../api/contract/devotee'
import { readStored, removeStored, writeStored } from '../../lib/storage'

export const DETAILS_DRAFT_KEY = 'personalDetailsDraft'

const draftSchema = z.object({ merchantOrderId: z.string(), details: personalDetailsSchema })

export function keepDetailsDraft(merchantOrderId: string, details: PersonalDetails): void {
  writeStored('session', DETAILS_DRAFT_KEY, { merchantOrderId, details })
}

/** The details typed for the payment `merchantOrderId` and not yet saved, or null. */
export function detailsDraftOf(merchantOrderId: string): PersonalDetails | null {
  const stored = readStored('session', DETAILS_DRAFT_KEY, draftSchema)
  return stored.status === 'ok' && stored.value.merchantOrderId === merchantOrderId
    ? stored.value.details
    : null
}

export function dropDetailsDraft(): void {
  removeStored('session', DETAILS_DRAFT_KEY)
}
