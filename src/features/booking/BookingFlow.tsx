/**
 * A booking's machine and dialog (puja or chadava), bound to the signed-in user and the visitor's currency. The
 * detail page loads this once the visitor uses the page (`useBookingDialog`), so the booking's rules, the phone OTP,
 * the payment start, the dialog's panels and their texts and styles are not part of the page's load.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useAuth, useAuthGateway } from '../../auth/AuthProvider'
import type { AuthUser } from '../../auth/AuthGateway'
import type { Chadava, Puja } from '../../api/contract/catalogue'
import { useVisitorLocation } from '../../components/visitorLocation'
import { LazySignInDialog } from '../signIn'
import { BookingDialogView, type BookingDialogActions } from './BookingDialogView'
import { chadavaBookingMachine } from '../../../machines/chadavaBooking.machine'
import { pujaBookingMachine } from '../../../machines/pujaBooking.machine'
import { createBookingImplementations, type BookingDeps } from './bookingImplementations'
import type { BookingKind, BookingOrder } from '../../domain/booking/bookingOrder'
import { bookingViewOf } from './bookingScreen'
import { bookingSummaryOf } from './bookingSummary'
import type { BookingUser } from '../../domain/booking/paymentPrerequisites'

/** The order a visitor last asked to book; a new object for every ask, even of the same order. */
export interface BookingRequest {
  order: BookingOrder
}

export interface BookingFlowProps {
  kind: BookingKind
  deps: Partial<BookingDeps>
  request: BookingRequest | null
  /** The puja or chadava as the page shows it now: after a change of language, the dialog names the order in it. */
  shown: Puja | Chadava | undefined
}

function bookingUserOf(user: AuthUser | null): BookingUser | null {
  return user ? { uid: user.uid, phoneNumber: user.phoneNumber, displayName: user.displayName } : null
}

const bookingMachines = { puja: pujaBookingMachine, chadava: chadavaBookingMachine } as const

export function BookingFlow({ kind, deps, request, shown }: BookingFlowProps) {
  const auth = useAuth()
  const { currency } = useVisitorLocation()
  const user = bookingUserOf(auth.user)
  const gateway = useAuthGateway()
  const logic = useMemo(
    () => bookingMachines[kind].provide(createBookingImplementations({ gateway, ...deps })),
    // The implementations are made once per dialog; deps are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind],
  )
  const actorRef = useActorRef(logic, { input: { user } })
  const userKey = user ? `${user.uid}|${user.phoneNumber}|${user.displayName}` : ''
  useEffect(() => {
    actorRef.send({ type: 'auth.changed', user })
    // `user` is rebuilt every render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef, userKey])
  const started = useRef<BookingRequest | null>(null)
  useEffect(() => {
    if (!request || started.current === request) return
    started.current = request
    actorRef.send({ type: 'booking.start', order: request.order })
  }, [actorRef, request])
  useEffect(() => {
    if (shown) actorRef.send({ type: 'item.translated', item: shown })
  }, [actorRef, shown])
  const snapshot = useSelector(actorRef, (s) => s)
  const otpRef = useSelector(actorRef, (s) => s.children.phoneOtp)
  const otpSnapshot = useSelector(otpRef, (s) => s)
  const [signInOpen, setSignInOpen] = useState(false)
  const { step, screen } = bookingViewOf(snapshot, otpSnapshot)
  const order = snapshot.context.order

  const actions = useMemo<BookingDialogActions>(() => {
    /** Review's Proceed and the details' submit: signed out, the sign-in dialog opens as the message shows. */
    const toPaymentSignedIn = (event: { type: 'review.proceed' } | { type: 'details.submit' }) => {
      if (!actorRef.getSnapshot().context.user?.uid) setSignInOpen(true)
      actorRef.send(event)
    }
    return {
      onClose: () => actorRef.send({ type: 'booking.close' }),
      onContactChange: (field, value) => actorRef.send({ type: 'contact.change', field, value }),
      onSendCode: () => actorRef.send({ type: 'contact.submit' }),
      onCodeChange: (value) => otpRef?.send({ type: 'code.change', value }),
      onVerify: () => otpRef?.send({ type: 'code.submit' }),
      onOtpBack: () => otpRef?.send({ type: 'code.back' }),
      onResend: () => otpRef?.send({ type: 'code.resend' }),
      onProceed: () => toPaymentSignedIn({ type: 'review.proceed' }),
      onDetailsChange: (field, value) => actorRef.send({ type: 'details.change', field, value }),
      onDetailsSubmit: () => toPaymentSignedIn({ type: 'details.submit' }),
      onDetailsBack: () => actorRef.send({ type: 'details.back' }),
      onPaymentBack: () => actorRef.send({ type: 'payment.back' }),
      onPaymentRetry: () => actorRef.send({ type: 'payment.retry' }),
      family: {
        onAdd: () => actorRef.send({ type: 'family.add' }),
        onRemove: (index) => actorRef.send({ type: 'family.remove', index }),
        onChange: (index, field, value) => actorRef.send({ type: 'family.change', index, field, value }),
        onPick: (member) => actorRef.send({ type: 'family.pick', member }),
      },
    }
  }, [actorRef, otpRef])

  return (
    <>
      <BookingDialogView
        kind={kind}
        isGuest={snapshot.context.guest}
        step={step}
        screen={screen}
        summary={order ? bookingSummaryOf(order, currency) : null}
        actions={actions}
      />
      <LazySignInDialog opened={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  )
}
