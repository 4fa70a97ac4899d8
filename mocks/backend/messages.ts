/** The contact form and the blog newsletter: both only recorded by the mock backend. */
import { contactMessageSchema, newsletterRequestSchema } from '../../src/api/schemas'
import { answer, fail, ok, parseBody } from './replies'
import { replyTextsIn } from './replyTexts'
import type { BodyRule } from './types'

export const sendContactMessage: BodyRule = (db, body, env, language = 'en') => {
  const parsed = parseBody(contactMessageSchema, body)
  if (!parsed.ok) return answer(parsed.reply)
  const message = { ...parsed.value, _id: env.newId(), createdAt: env.now().toISOString() }
  return {
    reply: ok({ success: true, message: replyTextsIn(language).contactThanks }),
    next: { ...db, contactMessages: [...db.contactMessages, message] },
  }
}

/** Subscribing twice keeps one entry and answers the same. */
export const subscribeNewsletter: BodyRule = (db, body, env, language = 'en') => {
  const texts = replyTextsIn(language)
  const parsed = newsletterRequestSchema.safeParse(body)
  if (!parsed.success) return answer(fail(400, texts.invalidEmail))
  const email = parsed.data.email.toLowerCase()
  const reply = ok({ success: true, message: texts.newsletterSubscribed })
  if (db.newsletterSubscribers.some((row) => row.email === email)) return { reply }
  const subscriber = { _id: env.newId(), email, createdAt: env.now().toISOString() }
  return { reply, next: { ...db, newsletterSubscribers: [...db.newsletterSubscribers, subscriber] } }
}
