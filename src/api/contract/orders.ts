/**
 * Orders as a devotee reads them (SPEC §3, §7; issue 14): their steps, what happened at each, and the order replies.
 */
import { z } from 'zod/mini'
import { sankalpNamesSchema } from './devotee'
import { selectedOfferingSchema } from './orderRequests'
import { filledString, nonNegativeNumber } from './primitives'

/** A link the page opens for the devotee: https only, never `javascript:`, `data:` or plain http. */
const httpsUrl = () => z.url({ protocol: /^https$/ })

/**
 * Issue 14: the steps of an order, in order. A paid order goes booked → confirmed → performed → videoReady →
 * prasadDispatched → delivered; a cancelled one goes booked → cancelled → refunded instead.
 */
export const orderStepSchema = z.enum([
  'booked',
  'confirmed',
  'performed',
  'videoReady',
  'prasadDispatched',
  'delivered',
  'cancelled',
  'refunded',
])
export type OrderStep = z.infer<typeof orderStepSchema>

const instantSchema = z.iso.datetime({ offset: true })
const happened = { at: instantSchema }

/** One step that has happened, when, and what the devotee needs of it. */
export const orderEventSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('booked'),
    ...happened,
    /** The payment's merchantOrderId. */
    paymentReference: filledString(),
    /** The price shown in dollars to a visitor abroad when they booked. */
    amountInDollars: z.optional(nonNegativeNumber()),
  }),
  z.object({ step: z.literal('confirmed'), ...happened, temple: filledString() }),
  z.object({ step: z.literal('performed'), ...happened }),
  z.object({
    step: z.literal('videoReady'),
    ...happened,
    videoUrl: httpsUrl(),
    /** The second of the video at which the devotee's name is read in the sankalp. */
    sankalpAtSecond: z.optional(z.int().check(z.nonnegative())),
  }),
  z.object({
    step: z.literal('prasadDispatched'),
    ...happened,
    courier: filledString(),
    trackingNumber: filledString(),
    trackingUrl: httpsUrl(),
  }),
  z.object({ step: z.literal('delivered'), ...happened }),
  z.object({ step: z.literal('cancelled'), ...happened, reason: z.optional(z.string()) }),
  /** The refund reached the devotee: amount in rupees. */
  z.object({ step: z.literal('refunded'), ...happened, amount: nonNegativeNumber() }),
])
export type OrderEvent = z.infer<typeof orderEventSchema>

/** The steps that have happened, oldest first, and the one expected next with its date, if any. */
export const statusHistorySchema = z.object({
  events: z.array(orderEventSchema),
  next: z.optional(z.object({ step: orderStepSchema, expectedBy: instantSchema })),
})
export type StatusHistory = z.infer<typeof statusHistorySchema>

/** What a puja order and a chadava order both hold. */
const orderFields = {
  _id: z.string(),
  amount: nonNegativeNumber(),
  scheduledDate: z.string(),
  createdAt: z.string(),
  orderStatus: z.string(),
  paymentMethod: z.string(),
  specialInstructions: z.optional(z.string()),
  statusHistory: z.optional(statusHistorySchema),
  sankalpNames: z.optional(sankalpNamesSchema),
  /**
   * What was booked, named in the request's language (`Accept-Language`) when that is not English; the order itself
   * keeps the temple's English names.
   */
  inLanguage: z.optional(
    z.object({
      name: z.string(),
      selectedPackage: z.optional(z.string()),
      /** A chadava's offerings, in the order's order. */
      selectedOfferings: z.optional(z.array(z.object({ name: z.string(), description: z.string() }))),
      /** The temple that performs it. */
      temple: z.optional(z.string()),
    }),
  ),
}

export const poojaOrderSchema = z.object({
  ...orderFields,
  poojaName: z.string(),
  selectedPackage: z.string(),
})
export type PoojaOrder = z.infer<typeof poojaOrderSchema>

export const chadavaOrderSchema = z.object({
  ...orderFields,
  chadavaName: z.string(),
  selectedOfferings: z.array(selectedOfferingSchema),
})
export type ChadavaOrder = z.infer<typeof chadavaOrderSchema>

export const poojaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(poojaOrderSchema)),
  error: z.optional(z.string()),
})
export const chadavaOrderListReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(z.array(chadavaOrderSchema)),
  error: z.optional(z.string()),
})
export const poojaOrderReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(poojaOrderSchema),
  error: z.optional(z.string()),
})
export const chadavaOrderReplySchema = z.object({
  success: z.boolean(),
  data: z.optional(chadavaOrderSchema),
  error: z.optional(z.string()),
})
