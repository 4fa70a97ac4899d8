/** The one e-mail rule of the site (contact form, newsletter, consultation booking, profile). */
import { z } from 'zod'
import { EMAIL_REQUIRED, INVALID_EMAIL } from '../content/messages/common'

const emailAddress = z.email(INVALID_EMAIL)

/** A well-formed address once trimmed. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value.trim()).success
}

/** A required, well-formed e-mail address, as a form field schema. */
export const emailField = z.string().trim().min(1, EMAIL_REQUIRED).pipe(emailAddress)
