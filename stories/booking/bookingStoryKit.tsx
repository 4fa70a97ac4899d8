/**
 * Booking dialog stories: each shows the View exactly as the Container would for one machine state, by resolving a
 * real snapshot of the machine (`resolveState`), and of its phone OTP session when one runs, and mapping them with the
 * Container's own `bookingViewOf`.
 */
import type { StoryObj } from '@storybook/react-vite'
import type { StateValue } from 'xstate'
import { expect, fn, within } from 'storybook/test'
import type { BookingContext } from '../../machines/bookingSetup'
import { chadavaBookingMachine } from '../../machines/chadavaBooking.machine'
import { phoneOtpMachine, type PhoneOtpContext } from '../../machines/phoneOtp.machine'
import { pujaBookingMachine } from '../../machines/pujaBooking.machine'
import { emptyContact, emptyPersonalDetails } from '../../src/domain/booking/bookingForm'
import { BookingDialogView, type BookingDialogActions } from '../../src/features/booking/BookingDialogView'
import type { BookingKind } from '../../src/domain/booking/bookingOrder'
import { bookingViewOf } from '../../src/features/booking/bookingScreen'
import { bookingSummaryOf } from '../../src/features/booking/bookingSummary'
import { useVisitorLocation } from '../../src/components/visitorLocation'
import { chadavaOrder, pujaOrder, signedInUser } from '../../src/testing/fixtures/bookingOrders'

const machines = { puja: pujaBookingMachine, chadava: chadavaBookingMachine }
const machineIds = { puja: 'pujaBooking', chadava: 'chadavaBooking' } as const

export const storyActions = (): BookingDialogActions => ({
  onClose: fn(),
  onContactChange: fn(),
  onSendCode: fn(),
  onCodeChange: fn(),
  onVerify: fn(),
  onOtpBack: fn(),
  onResend: fn(),
  onProceed: fn(),
  onDetailsChange: fn(),
  onDetailsSubmit: fn(),
  onDetailsBack: fn(),
  onPaymentBack: fn(),
  onPaymentRetry: fn(),
  family: { onAdd: fn(), onRemove: fn(), onChange: fn(), onPick: fn() },
})

/** A guest who has typed their details; patch what the story needs. */
export function contextFor(kind: BookingKind, patch: Partial<BookingContext> = {}): BookingContext {
  return {
    kind,
    user: signedInUser,
    guest: false,
    order: kind === 'puja' ? pujaOrder : chadavaOrder,
    contact: { name: 'Asha Verma', whatsappNumber: '9876543210' },
    contactErrors: {},
    contactError: null,
    personalDetails: emptyPersonalDetails,
    personalErrors: {},
    familyMembers: [],
    familyErrors: [],
    savedFamily: null,
    paymentError: null,
    gatewayUrl: null,
    ...patch,
  }
}

export const guestContext = (kind: BookingKind, patch: Partial<BookingContext> = {}) =>
  contextFor(kind, { user: null, guest: true, contact: emptyContact, ...patch })

function stateValueOf(path: string): StateValue {
  const [head, ...rest] = path.split('.')
  return rest.length === 0 ? head! : { [head!]: stateValueOf(rest.join('.')) }
}

/** The guest's phone OTP session (to +91 9876543210) in `state`, with a code sent unless `patch` says otherwise. */
export interface OtpState {
  state: string
  context: PhoneOtpContext
}

export function otpState(state: string, patch: Partial<PhoneOtpContext> = {}): OtpState {
  return {
    state,
    context: {
      phoneNumber: '+919876543210',
      codeRule: 'entered',
      code: '',
      error: null,
      confirmation: { confirm: async () => signedInUser },
      user: null,
      ...patch,
    },
  }
}

interface BookingStateProps {
  kind: BookingKind
  state: string
  context: BookingContext
  otp?: OtpState
  actions: BookingDialogActions
}

/** The dialog in one resolved machine state (and its phone OTP session's, if one runs). */
export function BookingState({ kind, state, context, otp, actions }: BookingStateProps) {
  const { currency } = useVisitorLocation()
  const snapshot = machines[kind].resolveState({ value: stateValueOf(state), context } as never)
  const otpSnapshot = otp
    ? phoneOtpMachine.resolveState({ value: stateValueOf(otp.state), context: otp.context })
    : undefined
  const { step, screen } = bookingViewOf(snapshot, otpSnapshot)
  return (
    <BookingDialogView
      kind={kind}
      isGuest={context.guest}
      step={step}
      screen={screen}
      summary={context.order ? bookingSummaryOf(context.order, currency) : null}
      actions={actions}
    />
  )
}

type StateStory = StoryObj<typeof BookingState>

/** A story of `kind`'s machine in `state` (dotted path), with the context given. */
export function stateStory(
  kind: BookingKind,
  state: string,
  context: BookingContext,
  extra: Partial<StateStory> = {},
): StateStory {
  return {
    ...extra,
    args: { kind, state, context, actions: storyActions(), ...extra.args },
    parameters: { machine: machineIds[kind], state, ...extra.parameters },
  }
}

/** Dialogs render in a portal: stories look in the whole document. */
export const body = () => within(document.body)

/** A play function: each text is shown (at least once). */
export const sees =
  (...texts: (string | RegExp)[]) =>
  async () => {
    for (const text of texts) await expect((await body().findAllByText(text))[0]).toBeVisible()
  }
