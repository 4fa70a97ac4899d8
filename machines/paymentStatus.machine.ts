/**
 * Payment status and exactly-once order creation (SPEC §4, DESIGN §10). It reads what the page knows about the payment
 * (route state, the session `paymentData`, or the `merchantOrderId` query parameter), asks the status API, and maps the
 * provider's state COMPLETED→SUCCESS, FAILED, CANCELLED, anything else PENDING; a failed check keeps the prior status
 * and says why (`checkError`), until a check succeeds.
 * While pending it checks again on a backing-off schedule bounded to 15 minutes. Only a SUCCESS said by the status API
 * leads to order creation, which runs once: when returnTo is personal-details, with the details taken before payment
 * if they are valid, else after the 'Complete Your Booking' form (only valid details are taken); after sign-in loading
 * has finished; and for puja and chadava only with a uid, the paying account's when the booking names it (another
 * account signed in sees and orders nothing of it). Every create call carries the merchantOrderId, and the session
 * data is cleared once the order exists. A payment known by its id alone whose order this browser made before (a
 * reload after the order, another tab) is shown paid with that order, without a second create call, even if its check
 * fails.
 * A failed or cancelled payment can be paid again for the same booking while it is still ahead (`canPayAgain`): a new
 * attempt is started and the browser sent to the gateway; an attempt that cannot start leaves the page as it was,
 * with the reason.
 * What is typed in the personal details form and not yet submitted is kept as a draft of the payment, until a session
 * held on the page ends (a sign-out): what is typed after that is not kept on a phone that may be shared.
 * Input: the auth state and the time (ms) at start. Events: `auth.changed` (the auth state changed), `details.change`
 * (the personal details form as typed), `details.submit` (the personal details form), `order.retry` (Retry after a
 * failed order), `status.recheck` (check again after the schedule ended), `payment.retry` (pay again after a failed or
 * cancelled payment).
 */
import { and, assertEvent, assign, not, setup, spawnChild } from 'xstate'
import { errorText, notProvided } from '../src/lib/actors'
import { orderFailureMessages } from '../src/content/messages/orders'
import type { PersonalDetails } from '../src/api/contract/devotee'
import { arePersonalDetailsValid } from '../src/domain/booking/bookingForm'
import {
  isAnotherAccountsBooking,
  isViewersBooking,
  orderKindOf,
  type BookingViewer,
  type PaymentData,
  type PaymentStatus,
} from '../src/domain/payment/paymentData'
import { canPayAgain } from '../src/domain/payment/paymentRetry'
import { textOf, type Text } from '../src/content/text'

/** What the page found about the payment: its booking, or only its id and the order this browser made of it, if any. */
type PaymentSource =
  { kind: 'stored'; data: PaymentData } | { kind: 'query'; merchantOrderId: string; madeOrderId?: string }
export type PaymentSourceRead = PaymentSource | { kind: 'missing' } | { kind: 'invalid' }

/** The status API's answer, already read: the provider's state and the payment's figures (amount in paise). */
export interface StatusCheck {
  state: string | undefined
  transactionId: string | null
  orderId: string | null
  amountPaise: number | null
}

export interface PaymentFigures {
  transactionId: string | null
  orderId: string | null
  /** Rupees. */
  amount: number | null
}

/** Whether sign-in is still loading, and the uid once signed in. */
export type AuthState = BookingViewer

export type OrderKind = 'puja' | 'chadava' | 'horoscope'

export interface CreateOrderInput {
  kind: OrderKind
  data: PaymentData
  personalDetails: PersonalDetails | null
  uid: string | null
}

interface PaymentStatusContext {
  source: PaymentSource | null
  /** A PaymentStatus once the status API has answered; until then the stored status, whatever it says. */
  status: PaymentStatus | (string & {})
  payment: PaymentFigures
  /** Status checks made so far; the next wait follows `recheckDelayMs(checks)`. */
  checks: number
  personalDetails: PersonalDetails | null
  auth: AuthState
  /** Whether a session held on this page has ended (signed out): drafts are no longer kept. */
  sessionEnded: boolean
  /** The time the page opened (ms), against which a booking is still ahead. */
  now: number
  createdOrderId: string | null
  orderError: Text | null
  /** Why the last status check failed (the status shown is then the last one known), until one succeeds. */
  checkError: Text | null
  /** Why the last attempt to pay again did not start. */
  retryError: Text | null
  /** The gateway a new attempt goes to. */
  gatewayUrl: string | null
}

type PaymentStatusEvent =
  | { type: 'auth.changed'; auth: AuthState }
  | { type: 'details.change'; personalDetails: PersonalDetails }
  | { type: 'details.submit'; personalDetails: PersonalDetails }
  | { type: 'order.retry' }
  | { type: 'status.recheck' }
  | { type: 'payment.retry' }

/** SPEC §4: the provider's state as one of the four status values. */
export function statusFromProviderState(state: string | undefined): PaymentStatus {
  switch (state) {
    case 'COMPLETED':
      return 'SUCCESS'
    case 'FAILED':
      return 'FAILED'
    case 'CANCELLED':
      return 'CANCELLED'
    default:
      return 'PENDING'
  }
}

/** Waits between checks while pending: 3 s, 5 s, 10 s, 20 s, then every 30 s. */
const RECHECK_SCHEDULE_MS = [3_000, 5_000, 10_000, 20_000, 30_000] as const
/** Checking stops once the waits would pass 15 minutes in all. */
export const RECHECK_BUDGET_MS = 15 * 60_000

export function recheckDelayMs(checks: number): number {
  const index = Math.min(Math.max(checks - 1, 0), RECHECK_SCHEDULE_MS.length - 1)
  return RECHECK_SCHEDULE_MS[index]
}

/** The time spent waiting before check number `checks + 1`, if it were made. */
export function recheckWaitTotalMs(checks: number): number {
  let total = 0
  for (let made = 1; made <= checks; made += 1) total += recheckDelayMs(made)
  return total
}

function storedData(context: PaymentStatusContext): PaymentData | null {
  return context.source?.kind === 'stored' ? context.source.data : null
}

function merchantOrderIdOf(source: PaymentSource | null): string {
  if (!source) return ''
  return source.kind === 'stored' ? source.data.merchantOrderId : source.merchantOrderId
}

/** Whether the booking known is the signed-in viewer's own (or bound to no account); a query-only payment is. */
function viewsOwnBooking(context: PaymentStatusContext): boolean {
  const data = storedData(context)
  return data === null || isViewersBooking(data, context.auth)
}

function kindOf(context: PaymentStatusContext): OrderKind | null {
  const data = storedData(context)
  return data ? orderKindOf(data) : null
}

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as { auth: AuthState; now: number },
  },
  actors: {
    readPaymentSource: notProvided<PaymentSourceRead>('readPaymentSource'),
    checkStatus: notProvided<StatusCheck, { merchantOrderId: string }>('checkStatus'),
    savePersonalDetails: notProvided<void, { personalDetails: PersonalDetails }>('savePersonalDetails'),
    /** Keeps the details as typed for the payment, for a reload of the tab. */
    keepDetailsDraft: notProvided<void, { merchantOrderId: string; personalDetails: PersonalDetails }>(
      'keepDetailsDraft',
    ),
    createOrder: notProvided<{ orderId: string }, CreateOrderInput>('createOrder'),
    clearPaymentData: notProvided<void>('clearPaymentData'),
    /** Starts a new attempt for the stored booking and resolves to the gateway's URL. */
    restartPayment: notProvided<string, { data: PaymentData }>('restartPayment'),
    /** Sends the browser to the gateway; it does not settle while the page unloads. */
    redirectToGateway: notProvided<void, { url: string }>('redirectToGateway'),
  },
  delays: {
    recheckDelay: ({ context }) => recheckDelayMs(context.checks),
  },
  guards: {
    isInvalid: (_, read: PaymentSourceRead) => read.kind === 'invalid',
    isMissing: (_, read: PaymentSourceRead) => read.kind === 'missing',
    isSuccess: ({ context }) => context.status === 'SUCCESS',
    isFailed: ({ context }) => context.status === 'FAILED',
    isCancelled: ({ context }) => context.status === 'CANCELLED',
    isRecheckBudgetSpent: ({ context }) => recheckWaitTotalMs(context.checks) > RECHECK_BUDGET_MS,
    hasMadeOrder: ({ context }) => context.createdOrderId !== null,
    hasNoOrderData: ({ context }) => kindOf(context) === null,
    needsPersonalDetails: ({ context }) =>
      storedData(context)?.returnTo === 'personal-details' &&
      !arePersonalDetailsValid(context.personalDetails),
    isViewersBooking: ({ context }) => viewsOwnBooking(context),
    isAnotherAccountsBooking: ({ context }) => {
      const data = storedData(context)
      return data !== null && isAnotherAccountsBooking(data, context.auth)
    },
    /** Sign-in has answered, or the booking is bound to no account (so who is signed in changes nothing yet). */
    knowsViewer: ({ context }) => !context.auth.loading || storedData(context)?.uid === undefined,
    areDetailsValid: (_, details: PersonalDetails) => arePersonalDetailsValid(details),
    canCreateWithoutUser: ({ context }) => !context.auth.loading && kindOf(context) === 'horoscope',
    canCreateWithUser: ({ context }) => !context.auth.loading && context.auth.uid !== null,
    isSignedOut: ({ context }) => !context.auth.loading && context.auth.uid === null,
    keepsDrafts: ({ context }) => !context.sessionEnded && merchantOrderIdOf(context.source) !== '',
    canPayAgain: ({ context }) => {
      const data = storedData(context)
      return data !== null && isViewersBooking(data, context.auth) && canPayAgain(data, context.now)
    },
  },
  actions: {
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    resetChecks: assign({ checks: 0 }),
    clearOrderError: assign({ orderError: null }),
    storeAuth: assign(({ context }, auth: AuthState) => ({
      auth,
      sessionEnded: context.sessionEnded || (context.auth.uid !== null && auth.uid === null),
    })),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({
    source: null,
    status: 'PENDING',
    payment: { transactionId: null, orderId: null, amount: null },
    checks: 0,
    personalDetails: null,
    auth: input.auth,
    sessionEnded: false,
    now: input.now,
    createdOrderId: null,
    orderError: null,
    checkError: null,
    retryError: null,
    gatewayUrl: null,
  }),
  on: {
    'auth.changed': { actions: { type: 'storeAuth', params: ({ event }) => event.auth } },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readPaymentSource',
        src: 'readPaymentSource',
        onDone: [
          { guard: { type: 'isInvalid', params: ({ event }) => event.output }, target: 'invalidData' },
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'noPaymentData' },
          {
            target: 'checking',
            actions: assign(({ event }) => {
              const source = event.output as PaymentSource
              if (source.kind === 'query') {
                // An order is made only of a payment the status API said was SUCCESS.
                return source.madeOrderId
                  ? { source, createdOrderId: source.madeOrderId, status: 'SUCCESS' as const }
                  : { source }
              }
              return {
                source,
                status: source.data.status,
                personalDetails: source.data.personalDetails,
                payment: {
                  transactionId: source.data.transactionId ?? null,
                  orderId: null,
                  amount: source.data.amount,
                },
              }
            }),
          },
        ],
        onError: { target: 'invalidData' },
      },
    },
    invalidData: { description: "The stored payment data does not parse: the 'Error' screen." },
    noPaymentData: {
      description: "No route state, session data or merchantOrderId query: the 'No Payment Data' screen.",
    },
    checking: {
      entry: 'countCheck',
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ merchantOrderId: merchantOrderIdOf(context.source) }),
        onDone: {
          target: 'routing',
          actions: assign(({ context, event }) => ({
            checkError: null,
            status: statusFromProviderState(event.output.state),
            payment: {
              transactionId: event.output.transactionId ?? context.payment.transactionId,
              orderId: event.output.orderId ?? context.payment.orderId,
              amount:
                event.output.amountPaise === null ? context.payment.amount : event.output.amountPaise / 100,
            },
          })),
        },
        onError: [
          {
            guard: 'hasMadeOrder',
            target: 'paid',
            description:
              'The order of this payment was made here before: the page says so without the figures.',
          },
          {
            target: 'pending',
            actions: assign({ checkError: ({ event }) => errorText(event.error) }),
            description:
              'Payment status check failed: the prior status stays, the failure is said, the check is made again later.',
          },
        ],
      },
    },
    routing: {
      always: [
        { guard: 'isSuccess', target: 'paid' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isCancelled', target: 'cancelled' },
        { target: 'pending' },
      ],
    },
    pending: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'isRecheckBudgetSpent', target: 'stopped' },
          after: { recheckDelay: { target: '#paymentStatus.checking' } },
        },
        stopped: {
          description:
            'Fifteen minutes of checks passed: the page stops asking until the visitor checks again.',
          on: { 'status.recheck': { target: '#paymentStatus.checking', actions: 'resetChecks' } },
        },
      },
    },
    failed: {
      description: 'The provider says FAILED: nothing is created.',
      on: { 'payment.retry': { guard: 'canPayAgain', target: 'payingAgain' } },
    },
    cancelled: {
      description: 'The provider says CANCELLED: nothing is created.',
      on: { 'payment.retry': { guard: 'canPayAgain', target: 'payingAgain' } },
    },
    payingAgain: {
      description: 'A new attempt for the same booking; the status shown stays until the browser leaves.',
      initial: 'starting',
      states: {
        starting: {
          entry: assign({ retryError: null }),
          invoke: {
            id: 'restartPayment',
            src: 'restartPayment',
            input: ({ context }) => ({ data: storedData(context)! }),
            onDone: { target: 'redirecting', actions: assign({ gatewayUrl: ({ event }) => event.output }) },
            onError: {
              target: '#paymentStatus.routing',
              actions: assign({ retryError: ({ event }) => errorText(event.error) }),
            },
          },
        },
        redirecting: {
          invoke: {
            id: 'redirectToGateway',
            src: 'redirectToGateway',
            input: ({ context }) => ({ url: context.gatewayUrl! }),
          },
        },
      },
    },
    paid: {
      initial: 'routing',
      states: {
        routing: {
          description:
            'A booking bound to an account waits here until sign-in has answered: only its own account goes on.',
          always: [
            { guard: 'hasMadeOrder', target: 'orderCreated' },
            { guard: 'hasNoOrderData', target: 'noOrderData' },
            { guard: 'isAnotherAccountsBooking', target: 'otherAccount' },
            { guard: and(['needsPersonalDetails', 'isViewersBooking']), target: 'collectingDetails' },
            { guard: 'knowsViewer', target: 'awaitingAuth' },
          ],
        },
        otherAccount: {
          description:
            'Another account than the one that paid is signed in: nothing of the booking is shown or ordered for it.',
          always: { guard: not('isAnotherAccountsBooking'), target: 'routing' },
        },
        noOrderData: {
          description:
            'Only the merchantOrderId is known (no session data): there is nothing to create an order from.',
        },
        collectingDetails: {
          description:
            "'Complete Your Booking': the details taken before payment are missing or invalid (shown as they are).",
          always: {
            guard: not('isViewersBooking'),
            target: 'routing',
            description:
              'The account that paid signed out, or another signed in: the form is not theirs to fill.',
          },
          on: {
            'details.change': {
              guard: 'keepsDrafts',
              actions: spawnChild('keepDetailsDraft', {
                input: ({ context, event }) => {
                  assertEvent(event, 'details.change')
                  return {
                    merchantOrderId: merchantOrderIdOf(context.source),
                    personalDetails: event.personalDetails,
                  }
                },
              }),
            },
            'details.submit': {
              guard: { type: 'areDetailsValid', params: ({ event }) => event.personalDetails },
              target: 'savingDetails',
              actions: assign({ personalDetails: ({ event }) => event.personalDetails }),
              description: 'Only valid details are taken; the form checks them first.',
            },
          },
        },
        savingDetails: {
          invoke: {
            id: 'savePersonalDetails',
            src: 'savePersonalDetails',
            input: ({ context }) => ({ personalDetails: context.personalDetails! }),
            onDone: { target: 'awaitingAuth' },
            onError: {
              target: 'awaitingAuth',
              description: 'Details that cannot be stored are still used for the order.',
            },
          },
        },
        awaitingAuth: {
          description: "'Preparing your order...' until sign-in loading has finished.",
          always: [
            { guard: 'isAnotherAccountsBooking', target: 'otherAccount' },
            { guard: 'canCreateWithoutUser', target: 'creatingOrder' },
            { guard: 'canCreateWithUser', target: 'creatingOrder' },
            {
              guard: 'isSignedOut',
              target: 'orderFailed',
              actions: assign({ orderError: () => textOf(orderFailureMessages, 'authRequiredForOrders') }),
            },
          ],
        },
        creatingOrder: {
          entry: 'clearOrderError',
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              kind: kindOf(context)!,
              data: storedData(context)!,
              personalDetails: context.personalDetails,
              uid: context.auth.uid,
            }),
            onDone: {
              target: 'clearingSession',
              actions: assign({ createdOrderId: ({ event }) => event.output.orderId }),
            },
            onError: {
              target: 'orderFailed',
              actions: assign({
                orderError: ({ event }) => errorText(event.error),
              }),
            },
          },
        },
        clearingSession: {
          invoke: {
            id: 'clearPaymentData',
            src: 'clearPaymentData',
            onDone: { target: 'orderCreated' },
            onError: {
              target: 'orderCreated',
              description: 'The order exists even if the session could not be cleared.',
            },
          },
        },
        orderCreated: {
          description:
            'The order exists and the session data is cleared; made here, or before the page was reloaded.',
        },
        orderFailed: {
          on: {
            'order.retry': {
              target: 'routing',
              actions: 'clearOrderError',
              description:
                'Retry, from the start: details still missing are asked for; a second click lands in creatingOrder, which ignores it.',
            },
          },
        },
      },
    },
  },
})
