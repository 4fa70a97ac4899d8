import { Button, Skeleton } from '@mantine/core'
import type { AuthState } from '../../auth/AuthProvider'
import { FocusSlot } from '../../components/FocusSlot'
import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import { LoadingStatus } from '../../components/LoadingStatus'
import { accountMessages } from '../../content/messages/account'
import type { AccountMenuProps } from './AccountMenu'

/**
 * Sign In, unseen under the skeleton, so that the placeholder is as wide as the button most visitors get in whatever
 * font the phone has, and the header's controls beside it stay put. Not a button: nothing to tap or focus.
 */
function Placeholder() {
  return (
    <LoadingStatus label={accountMessages.checking}>
      <Skeleton radius="md">
        <Button component="span" color="saffron">
          {accountMessages.signIn}
        </Button>
      </Skeleton>
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

interface AccountControlProps {
  auth: Pick<AuthState, 'status' | 'user'>
  onSignIn: () => void
  onSignOut: () => void
}

function AccountSlotContent({ auth, onSignIn, onSignOut }: AccountControlProps) {
  if (auth.status === 'loading') return <Placeholder />
  if (!auth.user)
    return (
      <Button color="saffron" onClick={onSignIn}>
        {accountMessages.signIn}
      </Button>
    )
  return <AccountMenu user={auth.user} onSignOut={onSignOut} />
}

/**
 * The header's account slot: a placeholder while auth is loading, Sign In for guests, the account menu when signed in.
 * The focus on Sign In or on the menu goes to what takes its place (after the sign-in dialog, or Sign Out).
 */
export function AccountControl(props: AccountControlProps) {
  const { status, user } = props.auth
  return (
    <FocusSlot holds={status === 'loading' ? status : user ? 'signed in' : 'guest'}>
      <AccountSlotContent {...props} />
    </FocusSlot>
  )
}
