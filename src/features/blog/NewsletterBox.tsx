import { useState, type FormEvent } from 'react'
import { useLanguage } from '../../components/useLanguage'
import { useSubmission } from '../../components/useSubmission'
import { NewsletterView } from './NewsletterView'

type Sending = typeof import('./newsletterSending')

const loadSending = (): Promise<Sending> => import('./newsletterSending')

const subscribe = async (email: string, signal: AbortSignal) => (await loadSending()).subscribe(email, signal)

/**
 * The newsletter box bound to POST /api/newsletter; a failure keeps the typed address. Its one field needs no form
 * library: the address is checked when sent, its message shows until the address is edited, and the message is read
 * as the box renders, so it is always in the language shown. The rule and the call load with the first send.
 */
export function NewsletterBox() {
  // The message is read as the box renders: it renders again when the language changes.
  useLanguage()
  const [email, setEmail] = useState('')
  // The e-mail rule the address was last sent under; none since it was edited (or before the first send).
  const [checkedBy, setCheckedBy] = useState<Sending['emailField'] | null>(null)
  const { status, submit } = useSubmission(subscribe)
  const parsed = checkedBy?.safeParse(email)
  const error = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined
  const changeEmail = (value: string) => {
    setEmail(value)
    setCheckedBy(null)
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void loadSending().then(
      ({ emailField }) => {
        setCheckedBy(() => emailField)
        const sent = emailField.safeParse(email)
        if (sent.success) void submit(sent.data)
      },
      // The code did not arrive: sending needs it too, so the send fails and the box says so, keeping the address.
      () => void submit(email),
    )
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
