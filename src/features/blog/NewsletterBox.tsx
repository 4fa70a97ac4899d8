import { schemaResolver, useForm } from '@mantine/form'
import { z } from 'zod/mini'
import { subscribeToNewsletter } from '../../api/newsletter'
import { emailField } from '../../domain/email'
import { useSubmission } from '../../components/useSubmission'
import { NewsletterView } from './NewsletterView'
import { useFormInShownLanguage } from '../../components/useFormInShownLanguage'

const newsletterFormSchema = z.object({ email: emailField })

const subscribe = (email: string, signal: AbortSignal) => subscribeToNewsletter({ email }, { signal })

/** The newsletter box bound to POST /api/newsletter; a failure keeps the typed address. */
export function NewsletterBox() {
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(newsletterFormSchema, { sync: true }),
  })
  useFormInShownLanguage(form)
  const { status, submit } = useSubmission(subscribe)
  const handleSubmit = form.onSubmit((values) => submit(newsletterFormSchema.parse(values).email))
  return <NewsletterView form={form} status={status} onSubmit={handleSubmit} />
}
