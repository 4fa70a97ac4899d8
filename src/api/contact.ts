/** POST /api/contact: a visitor's message from the contact page. */
import { ApiFailure, postJson, type RequestOptions } from './client'
import { pathOf } from './paths'
import { acknowledgementReplySchema, type ContactMessage } from './contract/contact'

export async function sendContactMessage(
  message: ContactMessage,
  options: RequestOptions = {},
): Promise<void> {
  const reply = await postJson(pathOf('contact'), message, acknowledgementReplySchema, options)
  if (!reply.success)
    throw new ApiFailure({ kind: 'invalid-reply', detail: reply.message ?? 'The message was not accepted' })
}
