/**
 * What the puja and chadava booking machines share (SPEC §4): context, events, actors, guards, actions and the
 * contact → OTP, personal-details and payment stages. Each machine file adds its own review step and id.
 */
import { assign, not, setup } from 'xstate'
import { notProvided } from '../src/lib/actors'
import type { ContactDetails, PersonalDetails } from '../src/api/schemas'
import {
  OTP_REQUIRED,
  cleanContactField,
  cleanOtpCode,
  cleanPersonalField,
  emptyContact,
  emptyPersonalDetails,
  hasErrors,
  trimPersonalDetails,
  validateContact,
  validatePersonalDetails,
  whatsappNumberOf,
  INDIA_DIAL_CODE,
  type ContactField,
  type FieldErrors,
  type PersonalField,
} from '../src/domain/booking/bookingForm'
import type { BookingKind, BookingOrder } from '../src/domain/booking/bookingOrder'
import { paymentPrerequisiteError, type BookingUser } from '../src/domain/booking/paymentPrerequisites'
import { PAYMENT_EXCEPTION } from '../src/content/messages/payment'

export interface BookingContext {
  kind: BookingKind
  user: BookingUser | null
  /** The booking began signed out: the first step reads 'Add Details'. */
  guest: boolean
  order: BookingOrder | null
  contact: ContactDetails
  contactErrors: FieldErrors<ContactField>
  /** A failed send-code, shown as a banner in the contact form. */
  contactError: string | null
  /** A code was sent for the current number: the OTP stage shows (also while a code is resent). */
  codeSent: boolean
  otp: string
  otpError: string | null
  personalDetails: PersonalDetails
  personalErrors: FieldErrors<PersonalField>
  /** An unmet payment prerequisite or a failed payment, shown where the visitor is. */
  paymentError: string | null
  /** The checked gateway URL the browser is sent to. */
  gatewayUrl: string | null
}

export interface BookingInput {
  user: BookingUser | null
}

export type BookingEvent =
  | { type: 'booking.start'; order: BookingOrder }
  | { type: 'booking.close' }
  | { type: 'auth.changed'; user: BookingUser | null }
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.back' }
  | { type: 'otp.resend' }
  | { type: 'review.proceed' }
  | { type: 'details.change'; field: PersonalField; value: string }
  | { type: 'details.submit' }
  | { type: 'details.back' }
  | { type: 'payment.back' }

/** What the payment actor needs: the order, who pays, and the personal details if they were collected. */
export interface PaymentOrder {
  order: BookingOrder
  contact: ContactDetails
  personalDetails: PersonalDetails | null
  user: BookingUser
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

const cleared = {
  guest: false,
  contact: emptyContact,
  contactErrors: {},
  contactError: null,
  codeSent: false,
  otp: '',
  otpError: null,
  personalDetails: emptyPersonalDetails,
  personalErrors: {},
  paymentError: null,
  gatewayUrl: null,
} satisfies Partial<BookingContext>

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    /** Sends the OTP to the full phone number (+91 and the WhatsApp number). */
    sendCode: notProvided<void, { phoneNumber: string }>('sendCode'),
    /** Confirms the code: the guest is now signed in. */
    verifyCode: notProvided<BookingUser, { code: string }>('verifyCode'),
    saveDisplayName: notProvided<void, { displayName: string }>('saveDisplayName'),
    /** Initiates the payment, stores the session payment data and resolves to the allowed gateway URL. */
    initiatePayment: notProvided<string, PaymentOrder>('initiatePayment'),
    /** Sends the browser to the gateway; it does not settle while the page unloads. */
    redirectToGateway: notProvided<void, { url: string }>('redirectToGateway'),
  },
  guards: {
    isSignedIn: ({ context }) => Boolean(context.user?.uid),
    isContactValid: ({ context }) => !hasErrors(validateContact(context.contact)),
    isOtpEntered: ({ context }) => context.otp.trim() !== '',
    areDetailsValid: ({ context }) => !hasErrors(validatePersonalDetails(context.personalDetails)),
    meetsPaymentPrerequisites: ({ context }) =>
      paymentPrerequisiteError(context.kind, context.order, context.contact, context.user) === null,
  },
  actions: {
    storeOrder: assign({ order: ({ event }) => (event.type === 'booking.start' ? event.order : null) }),
    prefillContact: assign({
      contact: ({ context }) => ({
        name: context.user?.displayName || 'User',
        whatsappNumber: whatsappNumberOf(context.user?.phoneNumber ?? null),
      }),
    }),
    storeUser: assign({ user: ({ event }) => (event.type === 'auth.changed' ? event.user : null) }),
    reset: assign({ ...cleared, order: null }),
    storeContactField: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {}
      const { [event.field]: _cleared, ...contactErrors } = context.contactErrors
      return {
        contact: { ...context.contact, [event.field]: cleanContactField(event.field, event.value) },
        contactErrors,
        contactError: null,
      }
    }),
    showContactErrors: assign({ contactErrors: ({ context }) => validateContact(context.contact) }),
    clearContactErrors: assign({ contactErrors: {}, contactError: null, otp: '', otpError: null }),
    storeOtp: assign({
      otp: ({ event }) => (event.type === 'otp.change' ? cleanOtpCode(event.value) : ''),
      otpError: null,
    }),
    showOtpRequired: assign({ otpError: OTP_REQUIRED }),
    clearOtp: assign({ otp: '', otpError: null }),
    storeDetailsField: assign(({ context, event }) => {
      if (event.type !== 'details.change') return {}
      const { [event.field]: _cleared, ...personalErrors } = context.personalErrors
      return {
        personalDetails: {
          ...context.personalDetails,
          [event.field]: cleanPersonalField(event.field, event.value),
        },
        personalErrors,
      }
    }),
    showDetailsErrors: assign({
      personalErrors: ({ context }) => validatePersonalDetails(context.personalDetails),
    }),
    showPrerequisiteError: assign({
      paymentError: ({ context }) =>
        paymentPrerequisiteError(context.kind, context.order, context.contact, context.user),
    }),
    clearPaymentError: assign({ paymentError: null }),
  },
})

/** Any stage: closing resets the forms, the errors and the OTP state; auth changes are followed. */
export const bookingRootHandlers = {
  'booking.close': { target: '.idle', actions: 'reset' },
  'auth.changed': { actions: 'storeUser' },
} as const

export const bookingContextFor = ({ input }: { input: BookingInput }, kind: BookingKind): BookingContext => ({
  kind,
  user: input.user,
  order: null,
  ...cleared,
})

export const idleState = bookingSetup.createStateConfig({
  description: 'No dialog is open.',
  on: {
    'booking.start': [
      {
        guard: 'isSignedIn',
        target: 'review',
        actions: ['reset', 'storeOrder', 'prefillContact'],
        description: 'Signed in: contact details are prefilled from the display name (or User) and phone.',
      },
      { target: 'contact', actions: ['reset', 'storeOrder', assign({ guest: true })] },
    ],
  },
})

/** Guest contact details and the phone OTP, through the same sign-in provider as the header's sign-in. */
export const contactState = bookingSetup.createStateConfig({
  initial: 'form',
  states: {
    form: {
      on: {
        'contact.change': { actions: 'storeContactField' },
        'contact.submit': [
          { guard: not('isContactValid'), actions: 'showContactErrors' },
          { target: 'sendingCode', actions: 'clearContactErrors' },
        ],
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: `${INDIA_DIAL_CODE}${context.contact.whatsappNumber}` }),
        onDone: { target: 'otp', actions: assign({ codeSent: true }) },
        onError: {
          target: 'form',
          actions: assign({
            codeSent: false,
            contactError: ({ event }) => messageOf(event.error, 'Failed to send OTP. Please try again.'),
          }),
        },
      },
    },
    otp: {
      on: {
        'otp.change': { actions: 'storeOtp' },
        'otp.submit': [{ guard: not('isOtpEntered'), actions: 'showOtpRequired' }, { target: 'verifying' }],
        'otp.back': {
          target: 'form',
          actions: ['clearOtp', assign({ codeSent: false })],
          description: 'Back to the phone form; the code is cleared.',
        },
        'otp.resend': { target: 'sendingCode', actions: 'clearOtp' },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ code: context.otp }),
        onDone: { target: 'savingName', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'otp',
          actions: assign({
            otpError: ({ event }) => messageOf(event.error, 'Invalid OTP. Please try again.'),
          }),
        },
      },
    },
    savingName: {
      invoke: {
        id: 'saveDisplayName',
        src: 'saveDisplayName',
        input: ({ context }) => ({ displayName: context.contact.name.trim() }),
        onDone: {
          target: '#review',
          actions: assign({
            user: ({ context }) =>
              context.user ? { ...context.user, displayName: context.contact.name.trim() } : null,
          }),
        },
        onError: {
          target: '#review',
          description:
            'The guest is verified and signed in; a display name that could not be saved does not stop the booking.',
        },
      },
    },
  },
})

/** Personal details (SPEC §5): Back to Review, or valid details start the payment. */
export const personalDetailsState = bookingSetup.createStateConfig({
  on: {
    'details.change': { actions: 'storeDetailsField' },
    'details.back': { target: 'review', actions: 'clearPaymentError' },
    'details.submit': [
      { guard: not('areDetailsValid'), actions: 'showDetailsErrors' },
      { guard: not('meetsPaymentPrerequisites'), actions: 'showPrerequisiteError' },
      {
        target: 'paying',
        actions: [
          assign({ personalDetails: ({ context }) => trimPersonalDetails(context.personalDetails) }),
          'clearPaymentError',
        ],
      },
    ],
  },
})

/** 'Processing Payment': initiate, then leave for the gateway; a failure stays in the panel with its message. */
export const payingState = bookingSetup.createStateConfig({
  initial: 'initiating',
  on: { 'payment.back': { target: 'personalDetails', actions: 'clearPaymentError' } },
  states: {
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({
          order: context.order!,
          contact: context.contact,
          personalDetails: hasErrors(validatePersonalDetails(context.personalDetails))
            ? null
            : context.personalDetails,
          user: context.user!,
        }),
        onDone: { target: 'redirecting', actions: assign({ gatewayUrl: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ paymentError: ({ event }) => messageOf(event.error, PAYMENT_EXCEPTION) }),
        },
      },
    },
    redirecting: {
      invoke: {
        id: 'redirectToGateway',
        src: 'redirectToGateway',
        input: ({ context }) => ({ url: context.gatewayUrl ?? '' }),
        onError: {
          target: 'failed',
          actions: assign({ paymentError: ({ event }) => messageOf(event.error, PAYMENT_EXCEPTION) }),
        },
      },
    },
    failed: {},
  },
})

/** Review (step 2): Proceed to Payment goes on once the payment prerequisites hold, else their message shows. */
export function reviewState(next: 'personalDetails' | 'paying') {
  return bookingSetup.createStateConfig({
    id: 'review',
    on: {
      'review.proceed': [
        { guard: not('meetsPaymentPrerequisites'), actions: 'showPrerequisiteError' },
        { target: next, actions: 'clearPaymentError' },
      ],
    },
  })
}
