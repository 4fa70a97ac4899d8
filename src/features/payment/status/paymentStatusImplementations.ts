import { fromPromise, type MachineImplementationsFrom } from 'xstate'
import {
  type paymentStatusMachine,
  type CreateOrderInput,
  type PaymentSourceRead,
  type StatusCheck,
} from '../../../../machines/paymentStatus.machine'
import { refused, type Credentials } from '../../../api/client'
import { createHoroscopeOrder } from '../../../api/horoscopeOrders'
import { withFailureText } from '../../../api/failureMessage'
import { createChadavaOrder, createPoojaOrder } from '../../../api/orderCreation'
import { orderCreationFailuresByKind, orderFailureMessages } from '../../../content/messages/orders'
import { paymentFailureMessages, paymentStatusFailures } from '../../../content/messages/payment'
import { fetchPaymentStatus } from '../../../api/payments'
import type { PersonalDetails } from '../../../api/contract/devotee'
import { merchantOrderIdSchema } from '../../../api/contract/payments'
import { fromAbortable } from '../../../lib/actors'
import { paymentRetryAttempt } from '../../../domain/payment/paymentRetry'
import type { PaymentData } from '../../../domain/payment/paymentData'
import { forgetBooking, keepBooking, keptBooking } from '../../../domain/payment/keptBookings'
import { madeOrderOf, rememberMadeOrder } from '../../../domain/payment/madeOrders'
import { dropDetailsDraft, keepDetailsDraft } from '../../../domain/payment/detailsDraft'
import { redirectToGatewayActor } from '../gatewayRedirect'
import { startPayment, type StartPaymentDeps } from '../startPayment'
import {
  clearPaymentData,
  parsePaymentData,
  readPaymentData,
  writePaymentData,
} from '../../../domain/payment/paymentData'
import {
  chadavaOrderRequest,
  horoscopeOrderRequest,
  poojaOrderRequest,
} from '../../../domain/payment/orderRequests'
import { textOf, TextError } from '../../../content/text'

/** Route state may hold the payment data itself or `{ paymentData }`; either is parsed like the session. */
function routePaymentData(routeState: unknown): unknown {
  if (routeState && typeof routeState === 'object' && 'paymentData' in routeState)
    return routeState.paymentData
  return routeState
}

/**
 * SPEC §4: route state first, then the session's `paymentData`, then the `merchantOrderId` query parameter: a booking
 * this browser kept under that id (keptBookings.ts) is read as stored, back in the session, else only the id is known.
 * A kept booking of the URL's id also comes before a session that holds another booking (the return from a UPI app
 * can land in a tab of an older booking) or none that is readable: the gateway's return names the payment made. So
 * does the order this browser made of the URL's payment (madeOrders.ts): a reload of, Back to, or another tab of its
 * status page after another booking was started finds the order made, not the newer booking.
 */
export function readPaymentSource(routeState: unknown, search: string): PaymentSourceRead {
  const fromRoute = routePaymentData(routeState)
  if (fromRoute != null) {
    const parsed = parsePaymentData(fromRoute)
    return parsed.ok ? { kind: 'stored', data: parsed.data } : { kind: 'invalid' }
  }
  const query = merchantOrderIdSchema.safeParse(new URLSearchParams(search).get('merchantOrderId'))
  const stored = readPaymentData()
  if (stored.status === 'ok' && stored.value.merchantOrderId === query.data)
    return { kind: 'stored', data: stored.value }
  if (query.success) {
    const kept = keptBooking(query.data)
    if (kept) return { kind: 'stored', data: writePaymentData(kept) }
    const madeOrderId = madeOrderOf(query.data)
    if (madeOrderId) return { kind: 'query', merchantOrderId: query.data, madeOrderId }
  }
  if (stored.status === 'ok') return { kind: 'stored', data: stored.value }
  if (stored.status === 'invalid') return { kind: 'invalid' }
  return query.success ? { kind: 'query', merchantOrderId: query.data } : { kind: 'missing' }
}

/** The session's booking is done: it leaves the session and local storage. */
function finishPaymentData(): void {
  const stored = readPaymentData()
  if (stored.status === 'ok') forgetBooking(stored.value.merchantOrderId)
  clearPaymentData()
  dropDetailsDraft()
}

async function checkPaymentStatus(merchantOrderId: string, signal: AbortSignal): Promise<StatusCheck> {
  const reply = await fetchPaymentStatus(merchantOrderId, { signal })
  if (!reply.success) throw refused(reply.error)
  return {
    state: reply.state,
    transactionId: reply.transactionId ?? reply.paymentDetails?.[0]?.transactionId ?? null,
    orderId: reply.orderId ?? reply.merchantOrderId ?? null,
    amountPaise: reply.amount ?? null,
  }
}

/** The create call for the order's kind; the machine only asks once the uid it needs is there. */
async function createOrderFor(
  input: CreateOrderInput,
  credentials: Credentials,
  signal: AbortSignal,
): Promise<string> {
  const { kind, data, personalDetails, uid } = input
  if (kind === 'horoscope' && data.horoscopeDetails) {
    return createHoroscopeOrder(horoscopeOrderRequest(data, data.horoscopeDetails), data.apiEndpoint, {
      signal,
    })
  }
  if (kind === 'chadava' && data.chadavaDetails && uid) {
    return createChadavaOrder(
      chadavaOrderRequest(data, data.chadavaDetails, personalDetails, uid),
      credentials,
      {
        signal,
      },
    )
  }
  if (kind === 'puja' && data.pujaDetails && uid) {
    return createPoojaOrder(poojaOrderRequest(data, data.pujaDetails, personalDetails, uid), credentials, {
      signal,
    })
  }
  throw new TextError(textOf(orderFailureMessages, 'orderCreationException'))
}

function savePersonalDetails(personalDetails: PersonalDetails): void {
  const stored = readPaymentData()
  if (stored.status === 'ok') keepBooking(writePaymentData({ ...stored.value, personalDetails }))
  dropDetailsDraft()
}

/**
 * A new attempt for a stored booking; the machine asks only for one that can be paid again. A consultation's payer is
 * told by the dial codes, whose list loads only then. Started with the signed-in account's token only for a booking
 * of that account (a puja's or chadava's `uid`): the payment is then its, and a consultation names no account. The
 * attempt it replaces is forgotten once the new one has started: kept, it stayed among the bookings awaiting their
 * order, where its own Pay Again paid the same booking a second time.
 */
async function payAgain(data: PaymentData, signal: AbortSignal, deps: PaymentStatusDeps): Promise<string> {
  const dialCodes = data.horoscopeDetails
    ? (await import('../../../content/countries')).countries.map((country) => country.dialCode)
    : []
  const attempt = paymentRetryAttempt(data, dialCodes)
  if (!attempt) throw new TextError(textOf(paymentFailureMessages, 'paymentInitiateFailed'))
  const gatewayUrl = await startPayment(attempt, signal, {
    ...deps,
    credentials: data.uid ? deps.credentials : undefined,
  })
  forgetBooking(data.merchantOrderId)
  return gatewayUrl
}

interface PaymentStatusDeps extends StartPaymentDeps {
  routeState: unknown
  search: string
  credentials: Credentials
  /** Sends the browser to the gateway (window.location.assign unless given). */
  navigate?: (url: string) => void
}

/** The paymentStatus machine with the real storage and API; `routeState` and `search` are the page's location. */
export function createPaymentStatusImplementations(
  deps: PaymentStatusDeps,
): MachineImplementationsFrom<typeof paymentStatusMachine> {
  return {
    actors: {
      readPaymentSource: fromPromise<PaymentSourceRead>(async () =>
        readPaymentSource(deps.routeState, deps.search),
      ),
      checkStatus: fromAbortable<StatusCheck, { merchantOrderId: string }>(({ merchantOrderId }, signal) =>
        withFailureText(paymentStatusFailures, () => checkPaymentStatus(merchantOrderId, signal)),
      ),
      savePersonalDetails: fromPromise<void, { personalDetails: PersonalDetails }>(async ({ input }) =>
        savePersonalDetails(input.personalDetails),
      ),
      keepDetailsDraft: fromPromise<void, { merchantOrderId: string; personalDetails: PersonalDetails }>(
        async ({ input }) => keepDetailsDraft(input.merchantOrderId, input.personalDetails),
      ),
      createOrder: fromAbortable<{ orderId: string }, CreateOrderInput>(async (input, signal) => {
        const orderId = await withFailureText(orderCreationFailuresByKind[input.kind], () =>
          createOrderFor(input, deps.credentials, signal),
        )
        rememberMadeOrder(input.data.merchantOrderId, orderId)
        return { orderId }
      }),
      clearPaymentData: fromPromise<void>(async () => finishPaymentData()),
      restartPayment: fromAbortable<string, { data: PaymentData }>(({ data }, signal) =>
        payAgain(data, signal, deps),
      ),
      redirectToGateway: redirectToGatewayActor(deps.navigate),
    },
  }
}
