/**
 * The paths a visitor can take through each booking dialog, guest and signed in, driven on a live actor whose actors
 * (the phone OTP session's send and verify, the name, the payment, the redirect) settle only when the path says so.
 * Each path ends with what the visitor sees: the machine's state and the dialog's step and screen, mapped by the
 * Container's own `bookingViewOf` from the machine and its phone OTP session. Every state of both machines is the end
 * of some path.
 */
import { describe, expect, it } from 'vitest'
import type { AnyStateNode, StateValue } from 'xstate'
import type { BookingEvent } from '../../machines/bookingSetup'
import { chadavaBookingMachine } from '../../machines/chadavaBooking.machine'
import type { PhoneOtpEvent } from '../../machines/phoneOtp.machine'
import { pujaBookingMachine } from '../../machines/pujaBooking.machine'
import type { BookingOrder } from '../../src/domain/booking/bookingOrder'
import type { BookingUser } from '../../src/domain/booking/paymentPrerequisites'
import type { BookingScreen, BookingStep } from '../../src/features/booking/bookingScreen'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { authErrorMessages, signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf, TextError, type Text } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'
import {
  chadavaOrder,
  pujaOrder,
  signedInUser,
  validPersonalDetails,
} from '../../src/testing/fixtures/bookingOrders'
import {
  confirmation,
  settle,
  startBooking,
  verifiedGuest,
  type BookingHarness,
  type BookingMachine,
} from './bookingHarness'

type Step = (harness: BookingHarness) => void | Promise<void>
type Settled = 'sendCode' | 'verifyCode' | 'saveDisplayName' | 'initiatePayment' | 'redirectToGateway'

const send =
  (event: BookingEvent): Step =>
  ({ actor }) =>
    actor.send(event)
const code =
  (event: PhoneOtpEvent): Step =>
  (harness) =>
    harness.otpSession().send(event)
const resolve =
  (name: Settled, value?: unknown): Step =>
  async (harness) => {
    ;(harness[name].last().resolve as (value: unknown) => void)(value)
    await settle()
  }
/** The call fails with `failure`: a text (as the implementations reject, with a `TextError`) or any other error. */
const reject =
  (name: Settled, failure: Text | Error): Step =>
  async (harness) => {
    harness[name].last().reject(failure instanceof Error ? failure : new TextError(failure))
    await settle()
  }

/** A screen as the visitor reads it: its texts in words. */
type Screen = ReturnType<typeof spoken<BookingScreen>>

const asha = { name: 'Asha', whatsappNumber: '9876543210' }
const fillContact = [
  send({ type: 'contact.change', field: 'name', value: 'Asha' }),
  send({ type: 'contact.change', field: 'whatsappNumber', value: '98765-43210' }),
]
const fillDetails = Object.entries(validPersonalDetails).map(([field, value]) =>
  send({ type: 'details.change', field: field as keyof typeof validPersonalDetails, value }),
)

interface Expected {
  state: StateValue
  step: BookingStep
  screen: Screen
}

interface BookingPath {
  name: string
  user: BookingUser | null
  steps: Step[]
  expected: Expected
}

const contactScreen = (patch: Partial<Extract<Screen, { name: 'contact' }>> = {}): Screen => ({
  name: 'contact',
  values: asha,
  errors: {},
  error: null,
  sending: false,
  ...patch,
})
const otpScreen = (patch: Partial<Extract<Screen, { name: 'otp' }>> = {}): Screen => ({
  name: 'otp',
  whatsappNumber: '9876543210',
  code: '',
  error: null,
  verifying: false,
  sending: false,
  resent: false,
  ...patch,
})
const reviewScreen = (contact = asha, patch: Partial<Extract<Screen, { name: 'review' }>> = {}) =>
  ({
    name: 'review',
    contact,
    error: null,
    signInRequired: false,
    names: [],
    ...patch,
  }) satisfies Screen
/** The puja fixture's package is for 4 persons: three family rows fit beside the devotee; chadava takes none. */
const detailsScreen = (
  kind: 'puja' | 'chadava',
  patch: Partial<Extract<Screen, { name: 'personalDetails' }>> = {},
) =>
  ({
    name: 'personalDetails',
    values: validPersonalDetails,
    errors: {},
    error: null,
    signInRequired: false,
    family: kind === 'puja' ? { members: [], errors: [], capacity: 3, saved: [] } : null,
    ...patch,
  }) satisfies Screen
/** The devotee of the valid personal details, the first name of the sankalp. */
const devoteeOnly: Extract<Screen, { name: 'payment' }>['names'] = [
  { name: 'Asha Verma', relation: 'self', gotra: 'Kashyap' },
]
const paymentScreen = (
  error: string | null = null,
  names: Extract<Screen, { name: 'payment' }>['names'] = devoteeOnly,
): Screen => ({
  name: 'payment',
  failed: error !== null,
  error,
  names,
})

const inSession = { contact: { phoneCheck: 'verifying' } }

function pathsFor(kind: 'puja' | 'chadava', order: BookingOrder): BookingPath[] {
  const startGuest = [send({ type: 'booking.start', order }), ...fillContact]
  const codeSent = [...startGuest, send({ type: 'contact.submit' }), resolve('sendCode', confirmation)]
  const verified = [
    ...codeSent,
    code({ type: 'code.change', value: '123456' }),
    code({ type: 'code.submit' }),
    resolve('verifyCode', verifiedGuest),
  ]
  const guestReview = [...verified, resolve('saveDisplayName')]
  const start = send({ type: 'booking.start', order })
  /** Signed in, at review: a puja opens on the personal details (SPEC §4), whose Back to Review leads there. */
  const signedInReview = kind === 'puja' ? [start, send({ type: 'details.back' })] : [start]
  const prefilled = { name: 'Asha Verma', whatsappNumber: '9876543210' }
  /** Signed in, at the personal details: a puja opens there, a chadava comes back to them from the payment panel. */
  const toDetails =
    kind === 'puja' ? [start] : [start, send({ type: 'review.proceed' }), send({ type: 'payment.back' })]
  const paying = [...toDetails, ...fillDetails, send({ type: 'details.submit' })]
  const failed = textOf(paymentFailureMessages, 'paymentInitiateFailed')

  return [
    {
      name: 'nothing booked: closed',
      user: null,
      steps: [],
      expected: { state: 'idle', step: 1, screen: { name: 'closed' } },
    },
    {
      name: 'a guest starts: the empty contact form',
      user: null,
      steps: [send({ type: 'booking.start', order })],
      expected: {
        state: { contact: 'form' },
        step: 1,
        screen: contactScreen({ values: { name: '', whatsappNumber: '' } }),
      },
    },
    {
      name: 'Send OTP with nothing filled in: both required messages',
      user: null,
      steps: [send({ type: 'booking.start', order }), send({ type: 'contact.submit' })],
      expected: {
        state: { contact: 'form' },
        step: 1,
        screen: contactScreen({
          values: { name: '', whatsappNumber: '' },
          errors: { name: 'Name is required', whatsappNumber: 'WhatsApp number is required' },
        }),
      },
    },
    {
      name: 'Send OTP: the form waits while the code is sent',
      user: null,
      steps: [...startGuest, send({ type: 'contact.submit' })],
      expected: { state: inSession, step: 1, screen: contactScreen({ sending: true }) },
    },
    {
      name: 'the code cannot be sent: the form with the message',
      user: null,
      steps: [
        ...startGuest,
        send({ type: 'contact.submit' }),
        reject('sendCode', textOf(authErrorMessages, 'auth/too-many-requests')),
      ],
      expected: {
        state: { contact: 'form' },
        step: 1,
        screen: contactScreen({ error: 'Too many attempts. Please try again later.' }),
      },
    },
    {
      name: 'the code is sent: the OTP stage',
      user: null,
      steps: codeSent,
      expected: { state: inSession, step: 1, screen: otpScreen() },
    },
    {
      name: 'Verify with no code: the OTP message',
      user: null,
      steps: [...codeSent, code({ type: 'code.submit' })],
      expected: { state: inSession, step: 1, screen: otpScreen({ error: 'Please enter the OTP code' }) },
    },
    {
      name: 'Verify: the OTP stage waits',
      user: null,
      steps: [...codeSent, code({ type: 'code.change', value: '111111' }), code({ type: 'code.submit' })],
      expected: { state: inSession, step: 1, screen: otpScreen({ code: '111111', verifying: true }) },
    },
    {
      name: 'a refused code: the OTP stage with the message',
      user: null,
      steps: [
        ...codeSent,
        code({ type: 'code.change', value: '111111' }),
        code({ type: 'code.submit' }),
        reject('verifyCode', textOf(signInFailureMessages, 'invalidOtp')),
      ],
      expected: {
        state: inSession,
        step: 1,
        screen: otpScreen({ code: '111111', error: 'Invalid OTP. Please try again.' }),
      },
    },
    {
      name: 'Back: the contact form as it was typed',
      user: null,
      steps: [...codeSent, code({ type: 'code.change', value: '12' }), code({ type: 'code.back' })],
      expected: { state: { contact: 'form' }, step: 1, screen: contactScreen() },
    },
    {
      name: 'Resend OTP: the OTP stage waits',
      user: null,
      steps: [...codeSent, code({ type: 'code.change', value: '12' }), code({ type: 'code.resend' })],
      expected: { state: inSession, step: 1, screen: otpScreen({ sending: true }) },
    },
    {
      name: 'the new code sent: the OTP stage says so, until a code is typed',
      user: null,
      steps: [...codeSent, code({ type: 'code.resend' }), resolve('sendCode', confirmation)],
      expected: { state: inSession, step: 1, screen: otpScreen({ resent: true }) },
    },
    {
      name: 'a code typed after the new one was sent: the OTP stage without the note',
      user: null,
      steps: [
        ...codeSent,
        code({ type: 'code.resend' }),
        resolve('sendCode', confirmation),
        code({ type: 'code.change', value: '12' }),
      ],
      expected: { state: inSession, step: 1, screen: otpScreen({ code: '12' }) },
    },
    {
      name: 'a resend that fails: the contact form with the message',
      user: null,
      steps: [
        ...codeSent,
        code({ type: 'code.resend' }),
        reject('sendCode', textOf(authErrorMessages, 'auth/quota-exceeded')),
      ],
      expected: {
        state: { contact: 'form' },
        step: 1,
        screen: contactScreen({ error: 'SMS quota exceeded. Please try again later.' }),
      },
    },
    {
      name: 'verified: the OTP stage waits while the name is saved',
      user: null,
      steps: verified,
      expected: {
        state: { contact: { phoneCheck: 'savingName' } },
        step: 1,
        screen: otpScreen({ code: '123456', verifying: true }),
      },
    },
    {
      name: 'the name is saved: review, signed in',
      user: null,
      steps: guestReview,
      expected: { state: 'review', step: 2, screen: reviewScreen() },
    },
    {
      name: 'the name cannot be saved: review all the same',
      user: null,
      steps: [...verified, reject('saveDisplayName', new Error('offline'))],
      expected: { state: 'review', step: 2, screen: reviewScreen() },
    },
    {
      name: 'signed in: review with the contact prefilled',
      user: signedInUser,
      steps: signedInReview,
      expected: { state: 'review', step: 2, screen: reviewScreen(prefilled) },
    },
    {
      name: 'signed out before paying: the message, Sign In Required',
      user: signedInUser,
      steps: [
        ...signedInReview,
        send({ type: 'auth.changed', user: null }),
        send({ type: 'review.proceed' }),
      ],
      expected: {
        state: 'review',
        step: 2,
        screen: reviewScreen(prefilled, {
          error: `Authentication required for ${kind === 'puja' ? 'pooja' : 'chadava'} orders. Please sign in to continue.`,
          signInRequired: true,
        }),
      },
    },
    {
      name: 'the personal details form',
      user: signedInUser,
      steps: toDetails,
      expected: {
        state: 'personalDetails',
        step: 4,
        screen: detailsScreen(kind, {
          values: { fullName: '', gotra: '', address: '', city: '', state: '', pincode: '' },
        }),
      },
    },
    {
      name: 'personal details missing: the six messages',
      user: signedInUser,
      steps: [...toDetails, send({ type: 'details.submit' })],
      expected: {
        state: 'personalDetails',
        step: 4,
        screen: detailsScreen(kind, {
          values: { fullName: '', gotra: '', address: '', city: '', state: '', pincode: '' },
          errors: {
            fullName: 'Full name is required',
            gotra: 'Gotra is required',
            address: 'Address is required',
            city: 'City is required',
            state: 'State is required',
            pincode: 'Pincode is required',
          },
        }),
      },
    },
    {
      name: 'Back to Review from the personal details',
      user: signedInUser,
      steps: [...toDetails, send({ type: 'details.back' })],
      expected: { state: 'review', step: 2, screen: reviewScreen(prefilled) },
    },
    {
      name: 'valid details: Processing Payment',
      user: signedInUser,
      steps: paying,
      expected: { state: { paying: 'initiating' }, step: 3, screen: paymentScreen() },
    },
    {
      name: 'the payment cannot start: the message stays in the panel',
      user: signedInUser,
      steps: [...paying, reject('initiatePayment', failed)],
      expected: {
        state: { paying: 'failed' },
        step: 3,
        screen: paymentScreen('Failed to initiate payment. Please try again.'),
      },
    },
    {
      name: 'the gateway answered: the browser is leaving',
      user: signedInUser,
      steps: [...paying, resolve('initiatePayment', 'https://gateway.example/pay/1')],
      expected: { state: { paying: 'redirecting' }, step: 3, screen: paymentScreen() },
    },
    {
      name: 'the browser could not leave: the message in the panel',
      user: signedInUser,
      steps: [
        ...paying,
        resolve('initiatePayment', 'https://gateway.example/pay/1'),
        reject('redirectToGateway', failed),
      ],
      expected: {
        state: { paying: 'failed' },
        step: 3,
        screen: paymentScreen('Failed to initiate payment. Please try again.'),
      },
    },
    {
      name: 'a guest goes on from review',
      user: null,
      steps: [...guestReview, send({ type: 'review.proceed' })],
      expected:
        kind === 'puja'
          ? {
              state: 'personalDetails',
              step: 4,
              screen: detailsScreen(kind, {
                values: { fullName: '', gotra: '', address: '', city: '', state: '', pincode: '' },
              }),
            }
          : { state: { paying: 'initiating' }, step: 3, screen: paymentScreen(null, []) },
    },
    {
      name: 'closing from the payment panel: closed',
      user: signedInUser,
      steps: [...paying, send({ type: 'booking.close' })],
      expected: { state: 'idle', step: 1, screen: { name: 'closed' } },
    },
  ]
}

function statePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    child.path.join('.'),
    ...statePaths(child),
  ])
}

function pathsOfValue(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')]
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...pathsOfValue(child as StateValue, [...prefix, key]),
  ])
}

const machines: { name: string; machine: BookingMachine; kind: 'puja' | 'chadava'; order: BookingOrder }[] = [
  { name: 'pujaBooking', machine: pujaBookingMachine, kind: 'puja', order: pujaOrder },
  { name: 'chadavaBooking', machine: chadavaBookingMachine, kind: 'chadava', order: chadavaOrder },
]

describe.each(machines)('$name paths', ({ machine, kind, order }) => {
  const paths = pathsFor(kind, order)

  it('end in every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => pathsOfValue(path.expected.state)))
    expect(statePaths(machine.root).filter((state) => !reached.has(state))).toEqual([])
  })

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    const harness = startBooking(machine, path.user)
    for (const step of path.steps) await step(harness)
    expect(harness.actor.getSnapshot().value).toEqual(path.expected.state)
    expect(spoken(harness.view())).toEqual({ step: path.expected.step, screen: path.expected.screen })
    harness.actor.stop()
  })
})
