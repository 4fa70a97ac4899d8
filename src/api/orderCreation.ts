/**
 * The order CREATE calls of SPEC §7 for pujas and chadavas: POST /api/pooja-orders and POST /api/chadava-orders. Each
 * request carries the payment's merchantOrderId, so the backend answers a repeated one with the order it already has.
 * A reply without the new order is a refusal with the server's error or message.
 */
import { postJson, refused, type RequestOptions } from './client'
import {
  chadavaOrderCreateReplySchema,
  chadavaOrderRequestSchema,
  poojaOrderCreateReplySchema,
  poojaOrderRequestSchema,
  type ChadavaOrderRequest,
  type PoojaOrderRequest,
} from './schemas'

/** POST /api/pooja-orders: resolves to the order id. */
export async function createPoojaOrder(
  request: PoojaOrderRequest,
  options: RequestOptions = {},
): Promise<string> {
  const reply = await postJson(
    '/api/pooja-orders',
    poojaOrderRequestSchema.parse(request),
    poojaOrderCreateReplySchema,
    options,
  )
  if (!reply.success || !reply.orderId) throw refused(reply.error)
  return reply.orderId
}

/** POST /api/chadava-orders: resolves to the order id. */
export async function createChadavaOrder(
  request: ChadavaOrderRequest,
  options: RequestOptions = {},
): Promise<string> {
  const reply = await postJson(
    '/api/chadava-orders',
    chadavaOrderRequestSchema.parse(request),
    chadavaOrderCreateReplySchema,
    options,
  )
  if (!reply.success || !reply.data) throw refused(reply.error || reply.message)
  return reply.data._id
}
