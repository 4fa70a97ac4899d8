import { schemaResolver, useForm } from '@mantine/form'
import { sendContactMessage } from '../../api/contact'
import type { ContactMessage } from '../../api/contract/contact'
import {
  contactFormSchema,
  emptyContactForm,
  toContactMessage,
  type ContactFormValues,
} from './contactFormSchema'
import { ContactFormView } from './ContactFormView'
import { useSubmission } from '../../components/useSubmission'
import { useFormInShownLanguage } from '../../components/useFormInShownLanguage'

const send = (message: ContactMessage, signal: AbortSignal) => sendContactMessage(message, { signal })

/** The contact form bound to POST /api/contact: cleared after a success, kept as typed after a failure. */
export function ContactForm() {
  const form = useForm<ContactFormValues>({
    initialValues: emptyContactForm,
    validate: schemaResolver(contactFormSchema, { sync: true }),
  })
  useFormInShownLanguage(form)
  const { status, submit } = useSubmission(send)
  const handleSubmit = form.onSubmit((values) => submit(toContactMessage(values), form.reset))
  return (
    <ContactFormView form={form} status={status} onSubmit={handleSubmit} onRetry={() => handleSubmit()} />
  )
}
