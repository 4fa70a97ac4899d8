/** Fake actors for the booking machines: each call is recorded and settles only when the test says so. */
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { BookingUser } from '../../src/domain/booking/paymentPrerequisites'
import type { PaymentOrder } from '../../machines/bookingSetup'
import type { pujaBookingMachine } from '../../machines/pujaBooking.machine'

interface Pending<I, O> {
  input: I
  signal: AbortSignal
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

function controllable<O, I>() {
  const calls: Pending<I, O>[] = []
  const logic = fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject })
      }),
  )
  const last = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('the actor was not called')
    return call
  }
  return { logic, calls, last }
}

export type BookingMachine = typeof pujaBookingMachine

export function startBooking(machine: BookingMachine, user: BookingUser | null) {
  const sendCode = controllable<void, { phoneNumber: string }>()
  const verifyCode = controllable<BookingUser, { code: string }>()
  const saveDisplayName = controllable<void, { displayName: string }>()
  const initiatePayment = controllable<string, PaymentOrder>()
  const redirectToGateway = controllable<void, { url: string }>()
  const actor = createActor(
    machine.provide({
      actors: {
        sendCode: sendCode.logic,
        verifyCode: verifyCode.logic,
        saveDisplayName: saveDisplayName.logic,
        initiatePayment: initiatePayment.logic,
        redirectToGateway: redirectToGateway.logic,
      },
    }),
    { input: { user } },
  ).start()
  return { actor, sendCode, verifyCode, saveDisplayName, initiatePayment, redirectToGateway }
}

/** Lets settled promises reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export type BookingSnapshot = SnapshotFrom<BookingMachine>
