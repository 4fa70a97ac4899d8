/** The one e-mail rule of the site (contact form, newsletter, consultation booking, profile). */
import { z } from 'zod/mini'
import { failureMessages } from '../content/messages/common'

/** Its messages are read when a value is checked, so they are in the language shown. */
const emailAddress = z.email({ error: () => failureMessages.invalidEmail })

/** A well-formed address once trimmed. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value.trim()).success
}

/** A required, well-formed e-mail address, as a form field schema. */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: () => failureMessages.emailRequired })),
  emailAddress,
)
