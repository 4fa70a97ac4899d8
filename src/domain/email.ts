/** The one e-mail rule of the site (contact form, newsletter, consultation booking, profile). */
import { z } from 'zod'

export const INVALID_EMAIL = 'Please enter a valid email address'
export const EMAIL_REQUIRED = 'Email is required'

const emailAddress = z.email(INVALID_EMAIL)

/** A well-formed address once trimmed. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value.trim()).success
}

/** A required, well-formed e-mail address, as a form field schema. */
export const emailField = z.string().trim().min(1, EMAIL_REQUIRED).pipe(emailAddress)
