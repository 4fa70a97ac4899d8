import { Button, Skeleton } from '@mantine/core'
import type { AuthState } from '../../auth/AuthProvider'
import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import { LoadingStatus } from '../../components/LoadingStatus'
import { accountMessages } from '../../content/messages/account'
import type { AccountMenuProps } from './AccountMenu'
import classes from './AccountControl.module.css'

function Placeholder() {
  return (
    <LoadingStatus label={accountMessages.checking}>
      <Skeleton height={36} radius="md" className={classes.placeholder} />
    </LoadingStatus>
  )
}

/**
 * The menu loads once someone is signed in, in the placeholder's place. If its code does not arrive, the shell's
 * notice says so with Try Again, and the page stays as it is.
 */
const AccountMenu = lazyUntilOpened<AccountMenuProps>(
  () => import('./AccountMenu').then((module) => module.AccountMenu),
  () => true,
  { placeholder: <Placeholder /> },
)

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
  return <AccountMenu user={auth.user} onSignOut={onSignOut} />
}
