import { useState, type ReactNode } from 'react'
import { FocusSlot } from '../../components/FocusSlot'
import { PageLoader } from '../../components/PageLoader'
import { commonMessages } from '../../content/messages/common'
import { signInDialogMessages } from '../../content/messages/signIn'
import type { AuthUser } from '../../auth/AuthGateway'
import { useAuth } from '../../auth/AuthProvider'
import { LazySignInDialog } from '../signIn'
import { signInRequiredMessages } from '../../content/messages/orders'
import { SignInRequiredView, type SignInPrompt } from './SignInRequiredView'

interface RequireSignInProps {
  children: (user: AuthUser) => ReactNode
  /** What a signed-out visitor reads, with the button that opens the sign-in dialog; the order pages' by default. */
  prompt?: SignInPrompt
  /** The sign-in dialog's subtitle; the guard's by default. */
  subtitle?: string
}

/**
 * The sign-in guard (SPEC §2, §6): waits for auth, then shows the page to a signed-in user or the sign-in prompt. The
 * dialog stays mounted across the sign-in, so its verified screen shows over the page until it closes; it then gives
 * the focus to the page's first control, where the prompt's button was (its `FocusSlot`).
 */
export function RequireSignIn({
  children,
  prompt = signInRequiredMessages,
  subtitle = signInDialogMessages.guardSubtitle,
}: RequireSignInProps) {
  const auth = useAuth()
  const [signInOpen, setSignInOpen] = useState(false)
  let content: ReactNode
  if (auth.status === 'loading') content = <PageLoader label={commonMessages.checkingSignIn} />
  else if (auth.user) content = children(auth.user)
  else content = <SignInRequiredView {...prompt} onSignIn={() => setSignInOpen(true)} />
  return (
    <>
      <FocusSlot holds={auth.user?.uid ?? auth.status}>{content}</FocusSlot>
      <LazySignInDialog opened={signInOpen} onClose={() => setSignInOpen(false)} subtitle={subtitle} />
    </>
  )
}
