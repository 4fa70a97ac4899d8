/**
 * The orders this tab has made of its payments, by merchantOrderId. Once an order exists its booking leaves the session
 * (SPEC §4), so a reload of the status page, or Back to it, finds only the merchantOrderId in the URL: this note lets
 * the page say the order was made instead of asking for the booking's details. Ids only, no names or gotra; the
 * newest MADE_ORDERS_MAX are kept, for the tab's life.
 */
import { z } from 'zod/mini'
import { readStored, writeStored } from '../../lib/storage'

export const MADE_ORDERS_KEY = 'madeOrders'
export const MADE_ORDERS_MAX = 10

const madeOrdersSchema = z.array(z.object({ merchantOrderId: z.string(), orderId: z.string() }))

function madeOrders(): z.output<typeof madeOrdersSchema> {
  const stored = readStored('session', MADE_ORDERS_KEY, madeOrdersSchema)
  return stored.status === 'ok' ? stored.value : []
}

export function rememberMadeOrder(merchantOrderId: string, orderId: string): void {
  const others = madeOrders().filter((made) => made.merchantOrderId !== merchantOrderId)
  writeStored('session', MADE_ORDERS_KEY, [{ merchantOrderId, orderId }, ...others].slice(0, MADE_ORDERS_MAX))
}

/** The id of the order made of the payment `merchantOrderId` in this tab, or null. */
export function madeOrderOf(merchantOrderId: string): string | null {
  return madeOrders().find((made) => made.merchantOrderId === merchantOrderId)?.orderId ?? null
}
