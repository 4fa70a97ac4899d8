/**
 * The order CREATE calls of SPEC §7 for pujas and chadavas: POST /api/pooja-orders and POST /api/chadava-orders. Each
 * request carries the payment's merchantOrderId, so the backend answers a repeated one with the order it already has.
 * A refused order fails with the server's message (or SPEC §8's 'Failed to create … order'); a network failure, a
 * time-out or an unreadable reply with 'An error occurred while creating the order'. An aborted request is rethrown.
 */
import { z } from 'zod'
import { ApiFailure, isAborted, postJson, type RequestOptions } from './client'
import { CHADAVA_ORDER_FAILED, ORDER_CREATION_EXCEPTION, POOJA_ORDER_FAILED } from '../lib/orderMessages'
import {
  chadavaOrderCreateReplySchema,
  chadavaOrderRequestSchema,
  poojaOrderCreateReplySchema,
  poojaOrderRequestSchema,
  type ChadavaOrderRequest,
  type PoojaOrderRequest,
} from './schemas'

/** An order was not created; `message` is the reason shown after 'Order creation failed: '. */
export class OrderCreationError extends Error {
  override name = 'OrderCreationError'
}

const refusalBodySchema = z.object({ error: z.string().optional(), message: z.string().optional() }).loose()

/** The reason a refused call gives: the message or error of its JSON body, its text, or `fallback`. */
function refusalReason(failure: ApiFailure, fallback: string): string {
  if (failure.error.kind !== 'http') return ORDER_CREATION_EXCEPTION
  const body = failure.error.body.trim()
  try {
    const parsed = refusalBodySchema.safeParse(JSON.parse(body))
    if (parsed.success) return parsed.data.error || parsed.data.message || fallback
  } catch {
    // Not JSON: the body text itself is the reason.
  }
  return body || fallback
}

/** Runs one create call and turns its failure into an OrderCreationError (an abort passes through). */
export async function sendOrder<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isAborted(error)) throw error
    if (error instanceof ApiFailure) throw new OrderCreationError(refusalReason(error, fallback))
    throw new OrderCreationError(ORDER_CREATION_EXCEPTION)
  }
}

/** POST /api/pooja-orders: resolves to the order id. */
export async function createPoojaOrder(
  request: PoojaOrderRequest,
  options: RequestOptions = {},
): Promise<string> {
  const body = poojaOrderRequestSchema.parse(request)
  const reply = await sendOrder(
    () => postJson('/api/pooja-orders', body, poojaOrderCreateReplySchema, options),
    POOJA_ORDER_FAILED,
  )
  if (!reply.success || !reply.orderId) throw new OrderCreationError(reply.error || POOJA_ORDER_FAILED)
  return reply.orderId
}

/** POST /api/chadava-orders: resolves to the order id. */
export async function createChadavaOrder(
  request: ChadavaOrderRequest,
  options: RequestOptions = {},
): Promise<string> {
  const body = chadavaOrderRequestSchema.parse(request)
  const reply = await sendOrder(
    () => postJson('/api/chadava-orders', body, chadavaOrderCreateReplySchema, options),
    CHADAVA_ORDER_FAILED,
  )
  if (!reply.success || !reply.data)
    throw new OrderCreationError(reply.error || reply.message || CHADAVA_ORDER_FAILED)
  return reply.data._id
}
