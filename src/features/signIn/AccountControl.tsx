import { Button, Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { AuthState } from '../../auth/AuthProvider'
import { LoadingStatus } from '../../components/LoadingStatus'
import { accountMessages } from '../../content/messages/account'
import { withTranslations } from '../../content/catalog'

const AccountMenu = lazy(() =>
  withTranslations(import('./AccountMenu')).then((module) => ({ default: module.AccountMenu })),
)

function Placeholder() {
  return (
    <LoadingStatus label={accountMessages.checking}>
      <Skeleton height={36} width={140} radius="md" />
    </LoadingStatus>
  )
}

export interface AccountControlProps {
  auth: Pick<AuthState, 'status' | 'user'>
  onSignIn: () => void
  onSignOut: () => void
}

/** The header's account slot: a placeholder while auth is loading, Sign In for guests, the account menu when signed in. */
export function AccountControl({ auth, onSignIn, onSignOut }: AccountControlProps) {
  if (auth.status === 'loading') return <Placeholder />
  if (!auth.user)
    return (
      <Button color="saffron" onClick={onSignIn}>
        {accountMessages.signIn}
      </Button>
    )
  return (
    <Suspense fallback={<Placeholder />}>
      <AccountMenu user={auth.user} onSignOut={onSignOut} />
    </Suspense>
  )
}
