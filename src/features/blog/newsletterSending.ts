/**
 * What the newsletter box needs only once an address is sent: the e-mail rule and the call. Loaded then, so the blog
 * page's first paint does not wait for the API client and zod.
 */
import { subscribeToNewsletter } from '../../api/newsletter'

export { emailField } from '../../domain/email'

export const subscribe = (email: string, signal: AbortSignal) => subscribeToNewsletter({ email }, { signal })
