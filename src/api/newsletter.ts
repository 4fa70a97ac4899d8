/** POST /api/newsletter: subscribes an e-mail address to the blog's newsletter (recorded by our own backend). */
import { ApiFailure, postJson, type RequestOptions } from './client'
import { pathOf } from './paths'
import type { z } from 'zod/mini'
import { acknowledgementReplySchema, type newsletterRequestSchema } from './contract/contact'

type NewsletterRequest = z.infer<typeof newsletterRequestSchema>

export async function subscribeToNewsletter(
  request: NewsletterRequest,
  options: RequestOptions = {},
): Promise<void> {
  const reply = await postJson(pathOf('newsletter'), request, acknowledgementReplySchema, options)
  if (!reply.success)
    throw new ApiFailure({
      kind: 'invalid-reply',
      detail: reply.message ?? 'The subscription was not accepted',
    })
}
