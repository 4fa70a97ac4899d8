/**
 * Runs a booking machine with controlled actors: each call (also the phone OTP session's send and verify) is recorded
 * and settles only when the test says so; the session's human check counts its mounts.
 */
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { PaymentOrder } from '../../machines/bookingSetup'
import { chadavaBookingMachine } from '../../machines/chadavaBooking.machine'
import { phoneOtpMachine } from '../../machines/phoneOtp.machine'
import { pujaBookingMachine } from '../../machines/pujaBooking.machine'
import type { FamilyMember } from '../../src/api/schemas'
import type { AuthUser, CodeConfirmation } from '../../src/auth/AuthGateway'
import type { BookingUser } from '../../src/domain/booking/paymentPrerequisites'
import { bookingViewOf } from '../../src/features/booking/bookingScreen'

interface Pending<I, O> {
  input: I
  signal: AbortSignal
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

export function controllable<O, I>() {
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

/** A human check that counts how often it was mounted and cleared, and how many are mounted now. */
export function humanCheckProbe() {
  const counts = { mounted: 0, cleared: 0 }
  const logic = fromCallback(() => {
    counts.mounted += 1
    return () => {
      counts.cleared += 1
    }
  })
  return { logic, counts, active: () => counts.mounted - counts.cleared }
}

/** The phone OTP session with controlled send and verify. */
export function controlledPhoneOtp() {
  const sendCode = controllable<CodeConfirmation, string>()
  const verifyCode = controllable<AuthUser, { confirmation: CodeConfirmation; code: string }>()
  const humanCheck = humanCheckProbe()
  const logic = phoneOtpMachine.provide({
    actors: { sendCode: sendCode.logic, verifyCode: verifyCode.logic, humanCheck: humanCheck.logic },
  })
  return { logic, sendCode, verifyCode, humanCheck }
}

export const confirmation: CodeConfirmation = { confirm: async () => verifiedGuest }
export const verifiedGuest: AuthUser = {
  uid: 'mock-919876543210',
  phoneNumber: '+919876543210',
  displayName: null,
}

export type BookingMachine = typeof pujaBookingMachine | typeof chadavaBookingMachine

function controlledActors() {
  const otp = controlledPhoneOtp()
  const saveDisplayName = controllable<void, { displayName: string }>()
  const initiatePayment = controllable<string, PaymentOrder>()
  const redirectToGateway = controllable<void, { url: string }>()
  const loadSavedFamily = controllable<FamilyMember[], { uid: string }>()
  const actors = {
    phoneOtp: otp.logic,
    saveDisplayName: saveDisplayName.logic,
    initiatePayment: initiatePayment.logic,
    redirectToGateway: redirectToGateway.logic,
    loadSavedFamily: loadSavedFamily.logic,
  }
  return { actors, otp, saveDisplayName, initiatePayment, redirectToGateway, loadSavedFamily }
}

function actorFor(machine: BookingMachine, user: BookingUser | null) {
  const controlled = controlledActors()
  const actor =
    machine === pujaBookingMachine
      ? createActor(pujaBookingMachine.provide({ actors: controlled.actors }), { input: { user } })
      : createActor(chadavaBookingMachine.provide({ actors: controlled.actors }), { input: { user } })
  return { actor: actor.start(), ...controlled }
}

export function startBooking(machine: BookingMachine, user: BookingUser | null) {
  const run = actorFor(machine, user)
  const { actor, otp } = run
  const session = () => actor.getSnapshot().children.phoneOtp
  return {
    ...run,
    sendCode: otp.sendCode,
    verifyCode: otp.verifyCode,
    humanCheck: otp.humanCheck,
    /** The running phone OTP session (it fails the test when none runs). */
    otpSession() {
      const child = session()
      if (!child) throw new Error('no phone OTP session runs')
      return child
    },
    /** What the dialog shows now: the Container's own mapping of the machine and its session. */
    view: () => bookingViewOf(actor.getSnapshot(), session()?.getSnapshot()),
  }
}

export type BookingHarness = ReturnType<typeof startBooking>

/** Lets settled promises reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
