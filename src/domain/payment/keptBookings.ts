/**
 * A copy of each booking's payment data in local storage, kept until its order is made. The gateway may send the
 * devotee back in another tab or browser window (a UPI app, a phone that closed the tab), where the session's
 * `paymentData` is gone: the status page then finds the booking here by the `merchantOrderId` it came back with, and
 * the devotee's payment still becomes their order. Kept at most KEPT_BOOKING_HOURS (a return comes within minutes;
 * a day leaves time for a slow UPI app, and little for anyone else on a shared phone), the newest KEPT_BOOKINGS_MAX,
 * and all forgotten when any session on this browser ends (a guest's too: the phone may be shared).
 */
import { z } from 'zod/mini'
import { readStored, removeStored, writeStored } from '../../lib/storage'
import {
  clearPaymentData,
  isViewersBooking,
  orderKindOf,
  paymentDataSchema,
  type PaymentData,
} from './paymentData'
import { dropDetailsDraft } from './detailsDraft'

export const KEPT_BOOKINGS_KEY = 'keptBookings'
export const KEPT_BOOKING_HOURS = 24
export const KEPT_BOOKINGS_MAX = 5

const HOUR_MS = 3_600_000

const keptBookingsSchema = z.array(z.object({ keptAt: z.number(), data: paymentDataSchema }))
type KeptBookings = z.output<typeof keptBookingsSchema>

/**
 * The bookings still kept at `now`; a store that does not parse counts as empty. What has expired leaves the storage
 * as soon as it is read, not at the next booking, which may never come.
 */
function liveBookings(now: number): KeptBookings {
  const stored = readStored('local', KEPT_BOOKINGS_KEY, keptBookingsSchema)
  if (stored.status !== 'ok') return []
  const live = stored.value.filter(({ keptAt }) => now - keptAt < KEPT_BOOKING_HOURS * HOUR_MS)
  if (live.length < stored.value.length) writeStored('local', KEPT_BOOKINGS_KEY, live)
  return live
}

function without(bookings: KeptBookings, merchantOrderId: string): KeptBookings {
  return bookings.filter(({ data }) => data.merchantOrderId !== merchantOrderId)
}

/** Keeps (or replaces) the booking of `data.merchantOrderId`. */
export function keepBooking(data: PaymentData, now = Date.now()): void {
  const bookings = [{ keptAt: now, data }, ...without(liveBookings(now), data.merchantOrderId)]
  writeStored('local', KEPT_BOOKINGS_KEY, bookings.slice(0, KEPT_BOOKINGS_MAX))
}

export function keptBooking(merchantOrderId: string, now = Date.now()): PaymentData | null {
  return liveBookings(now).find(({ data }) => data.merchantOrderId === merchantOrderId)?.data ?? null
}

/** A booking whose order is not made yet: its payment's id and what it books. */
export interface AwaitingBooking {
  merchantOrderId: string
  title: string
}

/**
 * The puja or chadava bookings kept for the signed-in `uid` (or bound to no account) whose order is not made yet: the
 * status page of each, opened again, completes a paid one.
 */
export function bookingsAwaitingOrder(
  kind: 'puja' | 'chadava',
  uid: string,
  now = Date.now(),
): AwaitingBooking[] {
  return liveBookings(now)
    .map(({ data }) => data)
    .filter((data) => orderKindOf(data) === kind && isViewersBooking(data, { loading: false, uid }))
    .map((data) => ({
      merchantOrderId: data.merchantOrderId,
      title: data.pujaDetails?.title ?? data.chadavaDetails?.title ?? '',
    }))
}

/** Forgets the booking once its order is made; what has expired goes with it. */
export function forgetBooking(merchantOrderId: string, now = Date.now()): void {
  writeStored('local', KEPT_BOOKINGS_KEY, without(liveBookings(now), merchantOrderId))
}

/**
 * Forgets every kept booking, the tab's booking in the session, and the details typed for one: a session that ends
 * leaves no family's names and gotra on a shared phone.
 */
export function forgetAllBookings(): void {
  removeStored('local', KEPT_BOOKINGS_KEY)
  clearPaymentData()
  dropDetailsDraft()
}
