/** What the contact form and the newsletter send, and the acknowledgement they (and a profile save) get. */
import { z } from 'zod/mini'
import { filledString } from './primitives'

export const contactMessageSchema = z.object({
  name: filledString(),
  email: z.email(),
  phone: z.optional(z.string()),
  subject: z.enum(['virtual-puja', 'chadava', 'donation', 'horoscope', 'technical', 'other']),
  message: filledString(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const newsletterRequestSchema = z.object({ email: z.email() })

export const acknowledgementReplySchema = z.object({ success: z.boolean(), message: z.optional(z.string()) })
