/**
 * The orders this browser has made of its payments, by merchantOrderId. Once an order exists its booking leaves the
 * session and the kept bookings (SPEC §4), so a reload of the status page, Back to it, or its address opened in
 * another tab finds only the merchantOrderId in the URL: this note lets the page say the order was made instead of
 * that the booking's details are missing. Ids only, no names or gotra, in local storage; the newest MADE_ORDERS_MAX
 * are kept.
 */
import { z } from 'zod/mini'
import { readStored, writeStored } from '../../lib/storage'

export const MADE_ORDERS_KEY = 'madeOrders'
const MADE_ORDERS_MAX = 10

const madeOrdersSchema = z.array(z.object({ merchantOrderId: z.string(), orderId: z.string() }))

function madeOrders(): z.output<typeof madeOrdersSchema> {
  const stored = readStored('local', MADE_ORDERS_KEY, madeOrdersSchema)
  return stored.status === 'ok' ? stored.value : []
}

export function rememberMadeOrder(merchantOrderId: string, orderId: string): void {
  const others = madeOrders().filter((made) => made.merchantOrderId !== merchantOrderId)
  writeStored('local', MADE_ORDERS_KEY, [{ merchantOrderId, orderId }, ...others].slice(0, MADE_ORDERS_MAX))
}

/** The id of the order made of the payment `merchantOrderId` in this browser, or null. */
export function madeOrderOf(merchantOrderId: string): string | null {
  return madeOrders().find((made) => made.merchantOrderId === merchantOrderId)?.orderId ?? null
}
