/** Runs the paymentStatus machine with fakes: a scripted status API, a counted order API and a simulated clock. */
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  paymentStatusMachine,
  type AuthState,
  type CreateOrderInput,
  type PaymentSourceRead,
  type StatusCheck,
} from '../../machines/paymentStatus.machine'
import type { PersonalDetails } from '../../src/api/schemas'
import type { PaymentData } from '../../src/domain/payment/paymentData'

export type StatusAnswer = StatusCheck | Error

export function check(state: string | undefined, extra: Partial<StatusCheck> = {}): StatusCheck {
  return { state, transactionId: null, orderId: null, amountPaise: null, ...extra }
}

export interface HarnessOptions {
  source: PaymentSourceRead | Error
  /** The status API's answers in turn; the last one repeats. */
  answers: StatusAnswer[]
  auth?: AuthState
  /** What order creation does; default: a new id. */
  createOrder?: (input: CreateOrderInput, call: number) => Promise<string>
  /** What starting a new attempt does; default: the gateway's URL. */
  restartPayment?: (data: PaymentData) => Promise<string>
  /** The time the page opened; default: before every fixture's ritual and consultation. */
  now?: number
}

/** A day before the fixtures' bookings (src/testing/fixtures/paymentStatusData.ts), which are then still ahead. */
export const BEFORE_THE_BOOKINGS = Date.parse('2026-11-20T00:00:00.000Z')

export const SIGNED_IN: AuthState = { loading: false, uid: 'user-1' }
export const SIGNED_OUT: AuthState = { loading: false, uid: null }
export const AUTH_LOADING: AuthState = { loading: true, uid: null }

export function startPaymentStatus(options: HarnessOptions) {
  const calls = {
    checks: 0,
    orders: [] as CreateOrderInput[],
    saved: [] as PersonalDetails[],
    drafts: [] as { merchantOrderId: string; personalDetails: PersonalDetails }[],
    cleared: 0,
    restarted: [] as PaymentData[],
    redirects: [] as string[],
  }
  const clock = new SimulatedClock()
  const machine = paymentStatusMachine.provide({
    actors: {
      readPaymentSource: fromPromise<PaymentSourceRead>(async () => {
        if (options.source instanceof Error) throw options.source
        return options.source
      }),
      checkStatus: fromPromise<StatusCheck, { merchantOrderId: string }>(async () => {
        const answer = options.answers[Math.min(calls.checks, options.answers.length - 1)]
        calls.checks += 1
        if (answer instanceof Error) throw answer
        return answer
      }),
      savePersonalDetails: fromPromise<void, { personalDetails: PersonalDetails }>(async ({ input }) => {
        calls.saved.push(input.personalDetails)
      }),
      keepDetailsDraft: fromPromise<void, { merchantOrderId: string; personalDetails: PersonalDetails }>(
        async ({ input }) => {
          calls.drafts.push(input)
        },
      ),
      createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(async ({ input }) => {
        calls.orders.push(input)
        const orderId = options.createOrder
          ? await options.createOrder(input, calls.orders.length)
          : `order-${calls.orders.length}`
        return { orderId }
      }),
      clearPaymentData: fromPromise<void>(async () => {
        calls.cleared += 1
      }),
      restartPayment: fromPromise<string, { data: PaymentData }>(async ({ input }) => {
        calls.restarted.push(input.data)
        return options.restartPayment ? options.restartPayment(input.data) : 'https://gateway.example/pay/2'
      }),
      redirectToGateway: fromPromise<void, { url: string }>(({ input }) => {
        calls.redirects.push(input.url)
        return new Promise<void>(() => {})
      }),
    },
  })
  const input = { auth: options.auth ?? SIGNED_IN, now: options.now ?? BEFORE_THE_BOOKINGS }
  const actor = createActor(machine, { input, clock }).start()
  return { actor, calls, clock }
}

/** Lets pending promises (the fake actors) settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}
