/**
 * POST /api/horoscope-orders (SPEC §7): creates a consultation order once its payment is SUCCESS. The request carries
 * the merchantOrderId, so a repeat gets the existing order. The session's `apiEndpoint` is untrusted input: only a path
 * on this API (`/api/...`) is used, anything else falls back to the default endpoint.
 */
import type { RequestOptions } from './client'
import { pathOf } from './paths'
import { postOrder } from './orderCreation'
import {
  horoscopeOrderCreateReplySchema,
  horoscopeOrderRequestSchema,
  type HoroscopeOrderRequest,
} from './contract/orderRequests'

const HOROSCOPE_ORDERS_PATH = pathOf('horoscopeOrderCreate')

/** The endpoint to post to: the stored one only when it is a plain path under /api/. */
export function horoscopeOrdersPath(apiEndpoint: string | undefined): string {
  return apiEndpoint && /^\/api\/[A-Za-z0-9/_-]+$/.test(apiEndpoint) ? apiEndpoint : HOROSCOPE_ORDERS_PATH
}

/** Resolves to the new (or existing) order id. */
export function createHoroscopeOrder(
  request: HoroscopeOrderRequest,
  apiEndpoint?: string,
  options: RequestOptions = {},
): Promise<string> {
  return postOrder(
    horoscopeOrdersPath(apiEndpoint),
    horoscopeOrderRequestSchema.parse(request),
    horoscopeOrderCreateReplySchema,
    (reply) => reply.data?._id,
    options,
  )
}
