/**
 * Model-based coverage: the shortest paths through each booking machine (guest and signed in) reach every state,
 * and replaying each path on a live actor ends where the model says.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyStateNode } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { BookingEvent } from '../../machines/bookingSetup'
import { chadavaBookingMachine } from '../../machines/chadavaBooking.machine'
import { pujaBookingMachine } from '../../machines/pujaBooking.machine'
import type { BookingOrder } from '../../src/domain/booking/bookingOrder'
import { hasErrors, validateContact, validatePersonalDetails } from '../../src/domain/booking/bookingForm'
import {
  chadavaOrder,
  pujaOrder,
  signedInUser,
  validPersonalDetails,
} from '../../src/testing/fixtures/bookingOrders'
import type { BookingMachine, BookingSnapshot } from './bookingHarness'

const verifiedGuest = { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: null }

function eventsFor(order: BookingOrder): BookingEvent[] {
  return [
    { type: 'booking.start', order },
    { type: 'booking.close' },
    { type: 'contact.change', field: 'name', value: 'Asha' },
    { type: 'contact.change', field: 'whatsappNumber', value: '9876543210' },
    { type: 'contact.submit' },
    { type: 'otp.change', value: '123456' },
    { type: 'otp.submit' },
    { type: 'otp.back' },
    { type: 'otp.resend' },
    { type: 'review.proceed' },
    ...Object.entries(validPersonalDetails).map(
      ([field, value]) => ({ type: 'details.change', field, value }) as BookingEvent,
    ),
    { type: 'details.submit' },
    { type: 'details.back' },
    { type: 'payment.back' },
  ]
}

/** What the invoked actors can answer, as the events the machine receives. */
const actorEvents = [
  { type: 'xstate.done.actor.sendCode' },
  { type: 'xstate.error.actor.sendCode', error: new Error('Failed to send OTP. Please try again.') },
  { type: 'xstate.done.actor.verifyCode', output: verifiedGuest },
  { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid OTP. Please try again.') },
  { type: 'xstate.done.actor.saveDisplayName' },
  { type: 'xstate.error.actor.saveDisplayName', error: new Error('offline') },
  { type: 'xstate.done.actor.initiatePayment', output: 'https://gateway.example/pay/1' },
  {
    type: 'xstate.error.actor.initiatePayment',
    error: new Error('Failed to initiate payment. Please try again.'),
  },
  { type: 'xstate.error.actor.redirectToGateway', error: new Error('blocked') },
] as unknown as BookingEvent[]

/** States differ by value and by what the guards read, not by every keystroke. */
function serializeState(snapshot: BookingSnapshot): string {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    Boolean(context.user?.uid),
    Object.values(context.contact).filter((value) => value !== '').length,
    !hasErrors(validateContact(context.contact)),
    context.otp !== '',
    Object.entries(context.personalDetails).filter(([, value]) => value !== '').length,
    !hasErrors(validatePersonalDetails(context.personalDetails)),
  ])
}

function allStatePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    child.path.join('.'),
    ...allStatePaths(child),
  ])
}

function statePathsOf(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...statePathsOf(child, [...prefix, key]),
  ])
}

const never = fromPromise(() => new Promise<never>(() => {}))
const neverActors = {
  sendCode: never,
  verifyCode: never,
  saveDisplayName: never,
  initiatePayment: never,
  redirectToGateway: never,
} as never

describe.each([
  { name: 'pujaBooking', machine: pujaBookingMachine as BookingMachine, order: pujaOrder },
  {
    name: 'chadavaBooking',
    machine: chadavaBookingMachine as unknown as BookingMachine,
    order: chadavaOrder,
  },
])('$name model', ({ machine, order }) => {
  const events = [...eventsFor(order), ...actorEvents]
  const paths = [null, signedInUser].flatMap((user) =>
    getShortestPaths(machine, {
      input: { user },
      events,
      serializeState: (s) => serializeState(s as BookingSnapshot),
    }).map((path) => ({ user, path })),
  )

  it('reaches every state, guest and signed in', () => {
    const reached = new Set(paths.flatMap(({ path }) => statePathsOf(path.state.value)))
    expect(allStatePaths(machine.root).filter((state) => !reached.has(state))).toEqual([])
  })

  it('every shortest path replays on a live actor to the same state', () => {
    for (const { user, path } of paths) {
      const actor = createActor(machine.provide({ actors: neverActors }), { input: { user } }).start()
      for (const step of path.steps) actor.send(step.event)
      expect(actor.getSnapshot().value, path.steps.map((s) => s.event.type).join(' → ')).toEqual(
        path.state.value,
      )
      actor.stop()
    }
  })
})
