import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import type { SignInDialogProps } from './SignInDialog'

/** The sign-in dialog (XState, Mantine Modal, the country list), loaded only once it is first opened. */
export const LazySignInDialog = lazyUntilOpened<SignInDialogProps>(
  () => import('./SignInDialog').then((module) => module.SignInDialog),
  (props) => props.opened,
)
