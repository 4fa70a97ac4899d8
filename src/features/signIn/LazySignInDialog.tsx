import { lazy, Suspense, useState } from 'react'
import type { SignInDialogProps } from './SignInDialog'
import { withTranslations } from '../../content/catalog'

const SignInDialog = lazy(() => withTranslations(import('./SignInDialog')).then((module) => ({ default: module.SignInDialog })))

/** Loads the sign-in dialog (XState, Mantine Modal, the country list) only once it is first opened. */
export function LazySignInDialog(props: SignInDialogProps) {
  const [requested, setRequested] = useState(props.opened)
  if (props.opened && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog {...props} />
    </Suspense>
  )
}

/** Starts loading the dialog's code ahead of a click (for example once a visitor is known to be signed out). */
export function preloadSignInDialog(): void {
  void import('./SignInDialog')
}
