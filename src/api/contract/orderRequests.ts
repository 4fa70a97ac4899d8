/** Creating an order (SPEC §3, §7): what a puja, chadava or consultation order sends, and what the server answers. */
import { z } from 'zod/mini'
import { sankalpNamesSchema } from './devotee'
import { merchantOrderIdSchema } from './payments'
import { filledString, nonNegativeNumber } from './primitives'

export const orderStatusSchema = z.string()

const orderIdentity = {
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  gotra: z.string(),
  amount: nonNegativeNumber(),
  scheduledDate: z.string(),
  specialInstructions: z.string(),
  paymentMethod: z.string(),
  uid: filledString(),
  orderStatus: orderStatusSchema,
  merchantOrderId: merchantOrderIdSchema,
  /** Every name read in the sankalp, the devotee first (puja packages for N persons take up to N). */
  sankalpNames: z.optional(sankalpNamesSchema),
}

export const poojaOrderRequestSchema = z.object({
  ...orderIdentity,
  poojaName: z.string(),
  poojaId: z.string(),
  selectedPackage: z.string(),
})
export type PoojaOrderRequest = z.infer<typeof poojaOrderRequestSchema>

export const selectedOfferingSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: nonNegativeNumber(),
  imageUrl: z.optional(z.string()),
})

export const chadavaOrderRequestSchema = z.object({
  ...orderIdentity,
  chadavaName: z.string(),
  chadavaId: z.string(),
  selectedOfferings: z.array(selectedOfferingSchema).check(z.minLength(1)),
})
export type ChadavaOrderRequest = z.infer<typeof chadavaOrderRequestSchema>

/** A consultation booked: what its order carries beside the payment's merchantOrderId. */
export const consultationBookingFields = {
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  datetime: z.string(),
  selectedPack: z.string(),
  amount: nonNegativeNumber(),
}

export const horoscopeOrderRequestSchema = z.object({
  ...consultationBookingFields,
  merchantOrderId: merchantOrderIdSchema,
})
export type HoroscopeOrderRequest = z.infer<typeof horoscopeOrderRequestSchema>

export const poojaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  orderId: z.optional(z.string()),
  error: z.optional(z.string()),
})
export const chadavaOrderCreateReplySchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(z.object({ _id: z.string() })),
  error: z.optional(z.string()),
})
export const horoscopeOrderCreateReplySchema = z.object({
  message: z.optional(z.string()),
  data: z.optional(z.object({ _id: z.string() })),
})
