import './signInStyles'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { signInMachine } from '../../../machines/signIn.machine'
import type { AuthUser } from '../../auth/AuthGateway'
import { useAuthGateway } from '../../auth/AuthProvider'
import { fullPhoneNumber } from '../../domain/phoneNumber'
import type { Country } from '../../content/countries'
import { inspectorOptions } from '../../lib/inspector'
import { createSignInImplementations } from './signInImplementations'
import { SignInDialogView } from './SignInDialogView'
import { signInScreenOf } from './signInViewState'

export interface SignInDialogProps {
  opened: boolean
  onClose: () => void
  /** Called 1.5 s after a successful verification; the dialog then closes. */
  onSuccess?: (user: AuthUser) => void
  subtitle?: string
}

/**
 * One sign-in attempt: a fresh machine each time the dialog opens, stopped (with its phone OTP session) once closed.
 */
function SignInSession({
  opened,
  onClose,
  onSuccess,
  subtitle,
  onClosed,
}: SignInDialogProps & { onClosed: () => void }) {
  const gateway = useAuthGateway()
  const machine = useMemo(() => signInMachine.provide(createSignInImplementations({ gateway })), [gateway])
  const actor = useActorRef(machine, { input: {}, ...inspectorOptions() })
  const snapshot = useSelector(actor, (s) => s)
  const otpRef = useSelector(actor, (s) => s.children.phoneOtp)
  const otpSnapshot = useSelector(otpRef, (s) => s)
  const { context } = snapshot

  useEffect(() => {
    const subscription = actor.subscribe((state) => {
      if (state.status !== 'done' || !state.output) return
      onSuccess?.(state.output)
      onClose()
    })
    return () => subscription.unsubscribe()
  }, [actor, onClose, onSuccess])

  const selectCountry = useCallback(
    (country: Country) =>
      actor.send({ type: 'country.select', countryCode: country.code, dialCode: country.dialCode }),
    [actor],
  )
  const changePhone = useCallback((value: string) => actor.send({ type: 'phone.change', value }), [actor])
  const submitPhone = useCallback(() => actor.send({ type: 'phone.submit' }), [actor])
  const changeCode = useCallback((value: string) => otpRef?.send({ type: 'code.change', value }), [otpRef])
  const submitCode = useCallback(() => otpRef?.send({ type: 'code.submit' }), [otpRef])
  const back = useCallback(() => otpRef?.send({ type: 'code.back' }), [otpRef])

  const fullPhone = fullPhoneNumber(context.phone, context.dialCode)
  const screen = signInScreenOf(snapshot, otpSnapshot)
  return (
    <SignInDialogView
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      subtitle={subtitle}
      stage={screen.stage}
      error={screen.error}
      countryCode={context.countryCode}
      phone={context.phone}
      code={screen.code}
      fullPhone={fullPhone}
      welcomeName={context.user?.displayName || context.user?.phoneNumber || fullPhone}
      onCountrySelect={selectCountry}
      onPhoneChange={changePhone}
      onPhoneSubmit={submitPhone}
      onCodeChange={changeCode}
      onCodeSubmit={submitCode}
      onBack={back}
    />
  )
}

/**
 * The sign-in dialog (Container): opening it starts a new attempt; closing fades out over 200 ms, then the attempt
 * ends, so a phone OTP session still running clears its human check.
 */
export function SignInDialog(props: SignInDialogProps) {
  const [attempt, setAttempt] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.opened)
  const [running, setRunning] = useState(props.opened)
  if (props.opened !== wasOpen) {
    setWasOpen(props.opened)
    if (props.opened) {
      setAttempt((n) => n + 1)
      setRunning(true)
    }
  }
  const end = useCallback(() => setRunning(false), [])
  if (!running) return null
  return <SignInSession key={attempt} {...props} onClosed={end} />
}
