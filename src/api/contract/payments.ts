/** Payments (SPEC §7): the merchant order id, starting a payment, its status and its transaction. */
import { z } from 'zod/mini'

export const merchantOrderIdSchema = z.string().check(z.regex(/^[A-Z0-9_]{1,62}$/))

export const paymentInitiateRequestSchema = z.object({
  amount: z.int().check(z.positive()),
  redirectUrl: z.url(),
  merchantOrderId: merchantOrderIdSchema,
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
})
export type PaymentInitiateRequest = z.infer<typeof paymentInitiateRequestSchema>

export const paymentInitiateReplySchema = z.object({
  success: z.boolean(),
  redirectUrl: z.optional(z.string()),
  error: z.optional(z.string()),
})

export const paymentStatusReplySchema = z.object({
  success: z.boolean(),
  state: z.optional(z.string()),
  orderId: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  paymentDetails: z.optional(z.array(z.looseObject({ transactionId: z.optional(z.string()) }))),
  amount: z.optional(z.int().check(z.nonnegative())),
  error: z.optional(z.string()),
})
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>

export const transactionReplySchema = z.looseObject({ success: z.boolean() })
