import { useState, type FormEvent } from 'react'
import { subscribeToNewsletter } from '../../api/newsletter'
import { emailField } from '../../domain/email'
import { useLanguage } from '../../components/useLanguage'
import { useSubmission } from '../../components/useSubmission'
import { NewsletterView } from './NewsletterView'

const subscribe = (email: string, signal: AbortSignal) => subscribeToNewsletter({ email }, { signal })

/**
 * The newsletter box bound to POST /api/newsletter; a failure keeps the typed address. Its one field needs no form
 * library: the address is checked when sent, its message shows until the address is edited, and the message is read
 * as the box renders, so it is always in the language shown.
 */
export function NewsletterBox() {
  // The message is read as the box renders: it renders again when the language changes.
  useLanguage()
  const [email, setEmail] = useState('')
  const [checked, setChecked] = useState(false)
  const { status, submit } = useSubmission(subscribe)
  const parsed = emailField.safeParse(email)
  const error = checked && !parsed.success ? parsed.error.issues[0]?.message : undefined
  const changeEmail = (value: string) => {
    setEmail(value)
    setChecked(false)
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    if (parsed.success) void submit(parsed.data)
  }
  return (
    <NewsletterView
      email={email}
      error={error}
      status={status}
      onEmailChange={changeEmail}
      onSubmit={handleSubmit}
    />
  )
}
