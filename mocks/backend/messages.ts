/** The contact form and the blog newsletter: both only recorded by the mock backend. */
import { contactMessageSchema, newsletterRequestSchema } from '../../src/api/schemas'
import type { MockDb } from './db'
import { answer, fail, ok, parseBody } from './replies'
import type { BackendEnv, Outcome } from './types'

export const CONTACT_THANKS = 'Thank you for your message. We will respond within 24 hours.'
export const NEWSLETTER_SUBSCRIBED = 'Subscribed'
export const INVALID_EMAIL = 'Please enter a valid email address'

export function sendContactMessage(db: MockDb, body: unknown, env: BackendEnv): Outcome {
  const parsed = parseBody(contactMessageSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const message = { ...parsed.value, _id: env.newId(), createdAt: env.now().toISOString() }
  return {
    reply: ok({ success: true, message: CONTACT_THANKS }),
    next: { ...db, contactMessages: [...db.contactMessages, message] },
  }
}

/** Subscribing twice keeps one entry and answers the same. */
export function subscribeNewsletter(db: MockDb, body: unknown, env: BackendEnv): Outcome {
  const parsed = newsletterRequestSchema.safeParse(body)
  if (!parsed.success) return answer(fail(400, INVALID_EMAIL))
  const email = parsed.data.email.toLowerCase()
  const reply = ok({ success: true, message: NEWSLETTER_SUBSCRIBED })
  if (db.newsletterSubscribers.some((row) => row.email === email)) return { reply }
  const subscriber = { _id: env.newId(), email, createdAt: env.now().toISOString() }
  return { reply, next: { ...db, newsletterSubscribers: [...db.newsletterSubscribers, subscriber] } }
}
