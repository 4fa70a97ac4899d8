/** The route state the simulated /payment page takes (SPEC §2): service, amount, type and items, read through zod. */
import { z } from 'zod/mini'
import { paymentPageMessages } from '../../content/messages/payment'

const paymentRequestSchema = z.object({
  service: z.string().check(z.minLength(1)),
  amount: z.number().check(z.positive()),
  type: z._default(z.string(), 'puja'),
  items: z._default(
    z.array(
      z.object({
        name: z.string(),
        quantity: z._default(z.int().check(z.positive()), 1),
        price: z.number().check(z.nonnegative()),
      }),
    ),
    [],
  ),
})
export type PaymentRequest = z.output<typeof paymentRequestSchema>

export function parsePaymentRequest(state: unknown): PaymentRequest | null {
  const parsed = paymentRequestSchema.safeParse(state)
  return parsed.success ? parsed.data : null
}

export const SIMULATED_PAYMENT_DELAY_MS = 2_000

/** A fake transaction id built from the current time. */
export function simulatedTransactionId(now: number): string {
  return `TXN${now}`
}

const bookAgain: Record<string, string> = {
  puja: '/virtual-puja',
  chadava: '/chadava',
  donation: '/donation',
}

export function bookAgainPath(type: string): string {
  return bookAgain[type] ?? '/virtual-puja'
}

export function successMessage(type: string): string {
  if (type === 'donation') return paymentPageMessages.success.donation
  if (type === 'chadava') return paymentPageMessages.success.chadava
  return paymentPageMessages.success.puja
}
