import { z } from 'zod/mini'
import { contactMessageSchema, type ContactMessage } from '../../api/contract/contact'
import { contactFormMessages } from '../../content/messages/contact'
import { emailField } from '../../domain/email'

/** SPEC §5: the six subjects of the contact form, with the labels a visitor reads (in the language shown). */
export function contactSubjects() {
  const subjectLabels: Record<ContactMessage['subject'], string> = contactFormMessages.subjects
  return contactMessageSchema.shape.subject.options.map((value) => ({
    value,
    label: subjectLabels[value],
  }))
}

/** The field errors are read when a form is validated, so they are in the language shown. */
export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: () => contactFormMessages.nameRequired })),
  email: emailField,
  phone: z.string().check(z.trim()),
  subject: z.enum(contactMessageSchema.shape.subject.options, {
    error: () => contactFormMessages.subjectRequired,
  }),
  message: z.string().check(z.trim(), z.minLength(1, { error: () => contactFormMessages.messageRequired })),
})

export interface ContactFormValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
}

/** The message the contact endpoint receives: trimmed, with an empty phone left out. */
export function toContactMessage(values: ContactFormValues): ContactMessage {
  const { phone, ...rest } = contactFormSchema.parse(values)
  return phone ? { ...rest, phone } : rest
}
