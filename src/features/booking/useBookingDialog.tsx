/**
 * The booking dialog Containers: `usePujaBooking()` / `useChadavaBooking()` run a booking machine bound to the signed-in
 * user and the visitor's currency, and return `start(order)` for the detail page and the `dialog` element to render.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import { useAuth } from '../../auth/AuthProvider'
import type { AuthGateway, AuthUser } from '../../auth/AuthGateway'
import { loadAuthGateway } from '../../auth/loadAuthGateway'
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

export interface BookingHandle {
  start: (order: BookingOrder) => void
  dialog: ReactElement
}

function bookingUserOf(user: AuthUser | null): BookingUser | null {
  return user ? { uid: user.uid, phoneNumber: user.phoneNumber, displayName: user.displayName } : null
}

/**
 * The invisible human check the phone sign-in needs, mounted while the guest's contact and OTP stages show (so it is
 * the current one even after the header's sign-in dialog mounted and cleared its own).
 */
function HumanCheck({ gateway }: { gateway: AuthGateway | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!gateway || !ref.current) return
    return gateway.mountHumanCheck(ref.current)
  }, [gateway])
  return <div ref={ref} />
}

const bookingMachines = { puja: pujaBookingMachine, chadava: chadavaBookingMachine } as const

function useBooking(kind: BookingKind, deps: Partial<BookingDeps> = {}): BookingHandle {
  const auth = useAuth()
  const { currency } = useVisitorLocation()
  const user = bookingUserOf(auth.user)
  const gatewayRef = useRef(auth.gateway)
  gatewayRef.current = auth.gateway
  const logic = useMemo(
    () =>
      bookingMachines[kind].provide(
        createBookingImplementations({
          gateway: () => (gatewayRef.current ? Promise.resolve(gatewayRef.current) : loadAuthGateway()),
          ...deps,
        }),
      ),
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
  const snapshot = useSelector(actorRef, (s) => s)
  const [signInOpen, setSignInOpen] = useState(false)
  const { step, screen } = bookingViewOf(snapshot)
  const order = snapshot.context.order

  const actions = useMemo<BookingDialogActions>(
    () => ({
      onClose: () => actorRef.send({ type: 'booking.close' }),
      onContactChange: (field, value) => actorRef.send({ type: 'contact.change', field, value }),
      onSendCode: () => actorRef.send({ type: 'contact.submit' }),
      onCodeChange: (value) => actorRef.send({ type: 'otp.change', value }),
      onVerify: () => actorRef.send({ type: 'otp.submit' }),
      onOtpBack: () => actorRef.send({ type: 'otp.back' }),
      onResend: () => actorRef.send({ type: 'otp.resend' }),
      onProceed: () => {
        if (!actorRef.getSnapshot().context.user?.uid) setSignInOpen(true)
        actorRef.send({ type: 'review.proceed' })
      },
      onDetailsChange: (field, value) => actorRef.send({ type: 'details.change', field, value }),
      onDetailsSubmit: () => actorRef.send({ type: 'details.submit' }),
      onDetailsBack: () => actorRef.send({ type: 'details.back' }),
      onPaymentBack: () => actorRef.send({ type: 'payment.back' }),
    }),
    [actorRef],
  )
  const start = useCallback(
    (next: BookingOrder) => actorRef.send({ type: 'booking.start', order: next }),
    [actorRef],
  )

  const dialog = (
    <>
      {(screen.name === 'contact' || screen.name === 'otp') && <HumanCheck gateway={auth.gateway} />}
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
  return { start, dialog }
}

export function usePujaBooking(deps?: Partial<BookingDeps>): BookingHandle {
  return useBooking('puja', deps)
}

export function useChadavaBooking(deps?: Partial<BookingDeps>): BookingHandle {
  return useBooking('chadava', deps)
}
