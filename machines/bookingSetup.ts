/**
 * What the puja and chadava booking machines share (SPEC §4): context, events, actors, guards, actions and the
 * contact (with the phone OTP session as a child), personal-details and payment stages. Each machine file adds its own
 * review step and id.
 */
import { assign, not, setup } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import type { Chadava, Puja } from '../src/api/contract/catalogue'
import type { ContactDetails, FamilyMember, PersonalDetails } from '../src/api/contract/devotee'
import {
  arePersonalDetailsValid,
  cleanContactField,
  cleanPersonalField,
  emptyContact,
  emptyPersonalDetails,
  hasErrors,
  trimPersonalDetails,
  validateContact,
  validatePersonalDetails,
  type ContactField,
  type FieldErrors,
  type PersonalField,
} from '../src/domain/booking/bookingForm'
import {
  familyCapacity,
  orderAsShown,
  type BookingKind,
  type BookingOrder,
} from '../src/domain/booking/bookingOrder'
import {
  addMember,
  areMembersValid,
  changeMember,
  pickMember,
  removeMember,
  trimMembers,
  validateMembers,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
} from '../src/domain/family/familyMembers'
import type { BookingPayment } from '../src/domain/booking/bookingPayment'
import { paymentPrerequisiteError, type BookingUser } from '../src/domain/booking/paymentPrerequisites'
import { commonMessages } from '../src/content/messages/common'
import { paymentFailureMessages } from '../src/content/messages/payment'
import { fullPhoneNumber, bookingWhatsAppNumberOf } from '../src/domain/phoneNumber'
import { onPhoneOtpDone, phoneOtpGuards, phoneOtpMachine, type PhoneOtpOutput } from './phoneOtp.machine'
import { textOf, type Text } from '../src/content/text'

export interface BookingContext {
  kind: BookingKind
  user: BookingUser | null
  /** The booking began signed out: the first step reads 'Add Details'. */
  guest: boolean
  order: BookingOrder | null
  contact: ContactDetails
  contactErrors: FieldErrors<ContactField>
  /** A failed send-code, shown as a banner in the contact form. */
  contactError: Text | null
  personalDetails: PersonalDetails
  personalErrors: FieldErrors<PersonalField>
  /** The family's rows beside the devotee (a package for N persons takes up to N - 1), and their messages. */
  familyMembers: MemberDraft[]
  familyErrors: MemberErrors
  /** The family saved on the signed-in devotee's profile, once read (a puja's personal details read it). */
  savedFamily: FamilyMember[] | null
  /** An unmet payment prerequisite or a failed payment, shown where the visitor is. */
  paymentError: Text | null
  /** The checked gateway URL the browser is sent to. */
  gatewayUrl: string | null
}

interface BookingInput {
  user: BookingUser | null
}

export type BookingEvent =
  | { type: 'booking.start'; order: BookingOrder }
  | { type: 'booking.close' }
  /** The puja or chadava being booked, as the page now shows it (in the language just chosen). */
  | { type: 'item.translated'; item: Puja | Chadava }
  | { type: 'auth.changed'; user: BookingUser | null }
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit' }
  | { type: 'review.proceed' }
  | { type: 'details.change'; field: PersonalField; value: string }
  | { type: 'details.submit' }
  | { type: 'details.back' }
  | { type: 'family.add' }
  | { type: 'family.remove'; index: number }
  | { type: 'family.change'; index: number; field: MemberField; value: string }
  | { type: 'family.pick'; member: FamilyMember }
  | { type: 'payment.back' }
  | { type: 'payment.retry' }

/** What the payment actor needs: the order, who pays, the personal details if they were collected, and the user. */
export interface PaymentOrder extends BookingPayment {
  user: BookingUser
}

const paymentException = () => textOf(paymentFailureMessages, 'paymentException')

const cleared = {
  guest: false,
  contact: emptyContact,
  contactErrors: {},
  contactError: null,
  personalDetails: emptyPersonalDetails,
  personalErrors: {},
  familyMembers: [],
  familyErrors: [],
  savedFamily: null,
  paymentError: null,
  gatewayUrl: null,
} satisfies Partial<BookingContext>

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    children: {} as { phoneOtp: 'phoneOtp' },
  },
  actors: {
    /** The guest's phone OTP session, to +91 and the WhatsApp number: the verified guest is signed in. */
    phoneOtp: phoneOtpMachine,
    saveDisplayName: notProvided<void, { displayName: string }>('saveDisplayName'),
    /** Initiates the payment, stores the session payment data and resolves to the allowed gateway URL. */
    initiatePayment: notProvided<string, PaymentOrder>('initiatePayment'),
    /** Sends the browser to the gateway; it does not settle while the page unloads. */
    redirectToGateway: notProvided<void, { url: string }>('redirectToGateway'),
    /** The family saved on the devotee's profile, to pick from. */
    loadSavedFamily: notProvided<FamilyMember[], { uid: string }>('loadSavedFamily'),
  },
  guards: {
    isSignedIn: ({ context }) => Boolean(context.user?.uid),
    isContactValid: ({ context }) => !hasErrors(validateContact(context.contact)),
    ...phoneOtpGuards,
    areDetailsValid: ({ context }) =>
      arePersonalDetailsValid(context.personalDetails) && areMembersValid(context.familyMembers),
    meetsPaymentPrerequisites: ({ context }) =>
      paymentPrerequisiteError(context.kind, context.order, context.contact, context.user) === null,
  },
  actions: {
    storeOrder: assign({ order: ({ event }) => (event.type === 'booking.start' ? event.order : null) }),
    translateOrder: assign({
      order: ({ context, event }) =>
        context.order && event.type === 'item.translated'
          ? orderAsShown(context.order, event.item)
          : context.order,
    }),
    prefillContact: assign({
      contact: ({ context }) => ({
        name: context.user?.displayName || commonMessages.user,
        whatsappNumber: bookingWhatsAppNumberOf(context.user?.phoneNumber ?? null),
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
    clearContactErrors: assign({ contactErrors: {}, contactError: null }),
    storeVerifiedUser: assign({
      user: (_, output: PhoneOtpOutput) => {
        if (output.status !== 'verified') return null
        const { uid, phoneNumber, displayName } = output.user
        return { uid, phoneNumber, displayName }
      },
    }),
    storeSendError: assign({
      contactError: (_, output: PhoneOtpOutput) => (output.status === 'sendFailed' ? output.error : null),
    }),
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
      familyErrors: ({ context }) => validateMembers(context.familyMembers),
    }),
    addFamilyMember: assign({
      familyMembers: ({ context }) => addMember(context.familyMembers, familyCapacity(context.order)),
    }),
    removeFamilyMember: assign(({ context, event }) => {
      if (event.type !== 'family.remove') return {}
      const rows = removeMember({ members: context.familyMembers, errors: context.familyErrors }, event.index)
      return { familyMembers: rows.members, familyErrors: rows.errors }
    }),
    storeFamilyField: assign(({ context, event }) => {
      if (event.type !== 'family.change') return {}
      const rows = changeMember(
        { members: context.familyMembers, errors: context.familyErrors },
        event.index,
        event.field,
        event.value,
      )
      return { familyMembers: rows.members, familyErrors: rows.errors }
    }),
    pickFamilyMember: assign(({ context, event }) => {
      if (event.type !== 'family.pick') return {}
      const rows = pickMember(
        { members: context.familyMembers, errors: context.familyErrors },
        event.member,
        familyCapacity(context.order),
      )
      return { familyMembers: rows.members, familyErrors: rows.errors }
    }),
    showPrerequisiteError: assign({
      paymentError: ({ context }) =>
        paymentPrerequisiteError(context.kind, context.order, context.contact, context.user),
    }),
    clearPaymentError: assign({ paymentError: null }),
  },
})

/**
 * Any stage: closing resets the forms, the errors and the OTP state; auth changes are followed, and so is the page's
 * change of language (the order is named in it).
 */
const bookingRootHandlers = {
  'booking.close': { target: '.idle', actions: 'reset' },
  'auth.changed': { actions: 'storeUser' },
  'item.translated': { actions: 'translateOrder' },
} as const

const bookingContextFor = ({ input }: { input: BookingInput }, kind: BookingKind): BookingContext => ({
  kind,
  user: input.user,
  order: null,
  ...cleared,
})

/** Where a booking opens once its order is chosen: a guest's contact details, else `signedInStart`. */
function idleState(signedInStart: 'review' | 'personalDetails') {
  return bookingSetup.createStateConfig({
    description: 'No dialog is open.',
    on: {
      'booking.start': [
        {
          guard: 'isSignedIn',
          target: signedInStart,
          actions: ['reset', 'storeOrder', 'prefillContact'],
          description: 'Signed in: contact details are prefilled from the display name (or User) and phone.',
        },
        { target: 'contact', actions: ['reset', 'storeOrder', assign({ guest: true })] },
      ],
    },
  })
}

/** Guest contact details, then the phone OTP session (a child) to +91 and the WhatsApp number, then the name saved. */
const contactState = bookingSetup.createStateConfig({
  initial: 'form',
  states: {
    form: {
      on: {
        'contact.change': { actions: 'storeContactField' },
        'contact.submit': [
          { guard: not('isContactValid'), actions: 'showContactErrors' },
          { target: 'phoneCheck', actions: 'clearContactErrors' },
        ],
      },
    },
    phoneCheck: {
      description: 'The phone OTP session runs (the dialog shows its screens) until the guest is verified.',
      invoke: {
        id: 'phoneOtp',
        src: 'phoneOtp',
        input: ({ context }) => ({
          phoneNumber: fullPhoneNumber(context.contact.whatsappNumber),
          codeRule: 'entered' as const,
        }),
        onDone: onPhoneOtpDone({ verified: '.savingName', sendFailed: 'form', back: 'form' }),
      },
      initial: 'verifying',
      states: {
        verifying: { description: 'The code is sent, entered and checked by the phone OTP session.' },
        savingName: {
          description: "Verified: the OTP screen stays (its session's last state) while the name is saved.",
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
    },
  },
})

/**
 * Personal details (SPEC §5), with the family's rows a package for more than one person takes: Back to Review, or
 * valid details and rows start the payment.
 */
const personalDetailsState = bookingSetup.createStateConfig({
  on: {
    'details.change': { actions: 'storeDetailsField' },
    'family.add': { actions: 'addFamilyMember' },
    'family.remove': { actions: 'removeFamilyMember' },
    'family.change': { actions: 'storeFamilyField' },
    'family.pick': { actions: 'pickFamilyMember' },
    'details.back': { target: 'review', actions: 'clearPaymentError' },
    'details.submit': [
      { guard: not('areDetailsValid'), actions: 'showDetailsErrors' },
      { guard: not('meetsPaymentPrerequisites'), actions: 'showPrerequisiteError' },
      {
        target: 'paying',
        actions: [
          assign({
            personalDetails: ({ context }) => trimPersonalDetails(context.personalDetails),
            familyMembers: ({ context }) => trimMembers(context.familyMembers),
          }),
          'clearPaymentError',
        ],
      },
    ],
  },
})

/**
 * A puja's personal details also read the family saved on the devotee's profile, to pick from; a failed read leaves
 * nothing to pick (the rows can still be typed).
 */
const pujaPersonalDetailsState = bookingSetup.createStateConfig({
  ...personalDetailsState,
  invoke: {
    id: 'loadSavedFamily',
    src: 'loadSavedFamily',
    input: ({ context }) => ({ uid: context.user?.uid ?? '' }),
    onDone: { actions: assign({ savedFamily: ({ event }) => event.output }) },
    onError: { actions: assign({ savedFamily: [] }) },
  },
})

/**
 * 'Processing Payment': initiate, then leave for the gateway; a failure stays in the panel with its message, and Try
 * Again.
 */
const payingState = bookingSetup.createStateConfig({
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
          personalDetails: arePersonalDetailsValid(context.personalDetails) ? context.personalDetails : null,
          familyMembers: trimMembers(context.familyMembers),
          user: context.user!,
        }),
        onDone: { target: 'redirecting', actions: assign({ gatewayUrl: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ paymentError: ({ event }) => errorText(event.error, paymentException()) }),
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
          actions: assign({ paymentError: ({ event }) => errorText(event.error, paymentException()) }),
        },
      },
    },
    failed: {
      description: 'The message shows; Try Again starts a new attempt with the same details.',
      on: { 'payment.retry': { target: 'initiating', actions: 'clearPaymentError' } },
    },
  },
})

/** Review (step 2): Proceed to Payment goes on once the payment prerequisites hold, else their message shows. */
function reviewState(next: 'personalDetails' | 'paying') {
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

/**
 * A booking machine of one kind: the same stages for puja and chadava; only where a signed-in booking opens and where
 * review's Proceed to Payment leads differ (SPEC §4: a puja opens on the personal details and goes on to them from
 * review; a chadava opens on review, whose Proceed to Payment opens 'Processing Payment' at once).
 */
export function createBookingMachine(
  kind: BookingKind,
  {
    signedInStart,
    afterReview,
  }: { signedInStart: 'review' | 'personalDetails'; afterReview: 'personalDetails' | 'paying' },
) {
  return bookingSetup.createMachine({
    id: `${kind}Booking`,
    context: (args) => bookingContextFor(args, kind),
    initial: 'idle',
    on: bookingRootHandlers,
    states: {
      idle: idleState(signedInStart),
      contact: contactState,
      review: reviewState(afterReview),
      personalDetails: kind === 'puja' ? pujaPersonalDetailsState : personalDetailsState,
      paying: payingState,
    },
  })
}
