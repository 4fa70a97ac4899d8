import { useState, type ReactNode } from 'react'
import { FocusSlot } from '../../components/FocusSlot'
import { PageLoader } from '../../components/PageLoader'
import { commonMessages } from '../../content/messages/common'
import { signInDialogMessages } from '../../content/messages/signIn'
import type { AuthUser } from '../../auth/AuthGateway'
import { useAuth } from '../../auth/AuthProvider'
import { LazySignInDialog } from '../signIn'
import { SignInRequiredView } from './SignInRequiredView'

/**
 * The sign-in guard (SPEC §2, §6): waits for auth, then shows the page to a signed-in user or the sign-in prompt. The
 * dialog stays mounted across the sign-in, so its verified screen shows over the page until it closes; it then gives
 * the focus to the page's first control, where Sign In to Continue was (its `FocusSlot`).
 */
export function RequireSignIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const auth = useAuth()
  const [signInOpen, setSignInOpen] = useState(false)
  let content: ReactNode
  if (auth.status === 'loading') content = <PageLoader label={commonMessages.checkingSignIn} />
  else if (auth.user) content = children(auth.user)
  else content = <SignInRequiredView onSignIn={() => setSignInOpen(true)} />
  return (
    <>
      <FocusSlot holds={auth.user?.uid ?? auth.status}>{content}</FocusSlot>
      <LazySignInDialog
        opened={signInOpen}
        onClose={() => setSignInOpen(false)}
        subtitle={signInDialogMessages.guardSubtitle}
      />
    </>
  )
}
