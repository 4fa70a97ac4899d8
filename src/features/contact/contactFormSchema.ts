import { z } from 'zod'
import { contactMessageSchema, type ContactMessage } from '../../api/schemas'
import { contactFormMessages } from '../../content/messages/contact'
import { emailField } from '../../domain/email'

const subjectLabels: Record<ContactMessage['subject'], string> = contactFormMessages.subjects

/** SPEC §5: the six subjects of the contact form, with the labels a visitor reads. */
export const contactSubjects = contactMessageSchema.shape.subject.options.map((value) => ({
  value,
  label: subjectLabels[value],
}))

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, contactFormMessages.nameRequired),
  email: emailField,
  phone: z.string().trim(),
  subject: z.enum(
    contactSubjects.map((subject) => subject.value),
    contactFormMessages.subjectRequired,
  ),
  message: z.string().trim().min(1, contactFormMessages.messageRequired),
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
