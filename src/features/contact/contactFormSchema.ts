import { z } from 'zod'
import type { ContactMessage } from '../../api/schemas'
import { emailField } from '../../domain/email'

/** SPEC §5: the six subjects of the contact form, with the labels a visitor reads. */
export const contactSubjects = [
  { value: 'virtual-puja', label: 'Virtual Puja Booking' },
  { value: 'chadava', label: 'Chadava Offerings' },
  { value: 'donation', label: 'Donations' },
  { value: 'horoscope', label: 'Horoscope & Astrology Consultation' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: ContactMessage['subject']; label: string }[]

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: emailField,
  phone: z.string().trim(),
  subject: z.enum(
    contactSubjects.map((subject) => subject.value),
    'Please choose a subject',
  ),
  message: z.string().trim().min(1, 'Message is required'),
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
