/**
 * Properties of the payment status machine over the mock backend's own order rules:
 * only a status reply with state COMPLETED ever yields SUCCESS, and no sequence of reloads, extra tabs, retries,
 * double submits and lost replies ever stores a second order for one payment.
 */
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate'
import { createPoojaOrder } from '../../mocks/backend/orders'
import { paymentStatus } from '../../mocks/backend/payments'
import type { MockDb } from '../../mocks/backend/db'
import { seededDb } from '../mocks/testEnv'
import {
  paymentStatusMachine,
  recheckDelayMs,
  statusFromProviderState,
  type CreateOrderInput,
  type PaymentSourceRead,
  type StatusCheck,
} from '../../machines/paymentStatus.machine'
import type { PersonalDetails } from '../../src/api/schemas'
import { poojaOrderRequest } from '../../src/domain/payment/orderRequests'
import type { PaymentData } from '../../src/domain/payment/paymentData'
import { hasErrors, validatePersonalDetails } from '../../src/domain/booking/bookingForm'
import { personalDetails, pujaPaymentData } from '../../src/testing/fixtures/paymentStatusData'
import { BEFORE_THE_BOOKINGS, check, settle, startPaymentStatus } from './paymentStatusHarness'

const providerStates = [
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'PENDING',
  'INITIATED',
  'completed',
  '',
  'COMPLETED ',
]

const replyArbitrary: fc.Arbitrary<StatusCheck | Error> = fc.oneof(
  fc.record({
    state: fc.option(fc.oneof(fc.constantFrom(...providerStates), fc.string()), { nil: undefined }),
    transactionId: fc.option(fc.string(), { nil: null }),
    orderId: fc.option(fc.string(), { nil: null }),
    amountPaise: fc.option(fc.nat(), { nil: null }),
  }),
  fc.constant(new Error('Payment status check failed')),
)

describe('paymentStatus properties: SUCCESS only from COMPLETED', () => {
  it('maps no provider state but COMPLETED to SUCCESS', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (state) => {
        expect(statusFromProviderState(state) === 'SUCCESS').toBe(state === 'COMPLETED')
      }),
    )
  })

  it('never reaches paid, nor asks for an order, on replies without state COMPLETED', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          replyArbitrary.filter((reply) => reply instanceof Error || reply.state !== 'COMPLETED'),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.constantFrom<PaymentData['status']>('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'),
        async (replies, storedStatus) => {
          let checks = 0
          let orders = 0
          const clock = new SimulatedClock()
          const machine = paymentStatusMachine.provide({
            actors: {
              readPaymentSource: fromPromise<PaymentSourceRead>(async () => ({
                kind: 'stored',
                data: { ...pujaPaymentData, status: storedStatus, returnTo: undefined },
              })),
              checkStatus: fromPromise<StatusCheck, { merchantOrderId: string }>(async () => {
                const reply = replies[Math.min(checks, replies.length - 1)]
                checks += 1
                if (reply instanceof Error) throw reply
                return reply
              }),
              createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(async () => {
                orders += 1
                return { orderId: 'never' }
              }),
            },
          })
          const actor = createActor(machine, {
            input: { auth: { loading: false, uid: 'user-1' }, now: BEFORE_THE_BOOKINGS },
            clock,
          }).start()
          await settle()
          for (let i = 0; i < replies.length + 1; i += 1) {
            expect(actor.getSnapshot().matches('paid')).toBe(false)
            clock.increment(recheckDelayMs(checks))
            await settle()
          }
          expect(actor.getSnapshot().matches('paid')).toBe(false)
          expect(orders).toBe(0)
          actor.stop()
        },
      ),
      { numRuns: 60 },
    )
  })
})

type Command =
  | { type: 'reload' }
  | { type: 'openTab' }
  | { type: 'retry' }
  | { type: 'submitDetails' }
  | { type: 'signIn' }
  | { type: 'loseNextReply' }
  | { type: 'failNextCreate' }
  | { type: 'settle' }

const commandArbitrary: fc.Arbitrary<Command> = fc.constantFrom<Command>(
  { type: 'reload' },
  { type: 'openTab' },
  { type: 'retry' },
  { type: 'submitDetails' },
  { type: 'signIn' },
  { type: 'loseNextReply' },
  { type: 'failNextCreate' },
  { type: 'settle' },
)

/** The seed's catalogue (the puja the payment books), the payment COMPLETED, and no orders. */
function backendWithPayment(data: PaymentData): MockDb {
  const { pujas, chadavas } = seededDb()
  return {
    meta: { seedDate: '2026-11-22', version: 1 },
    pujas,
    chadavas,
    payments: [
      {
        merchantOrderId: data.merchantOrderId,
        amount: data.amount * 100,
        state: 'COMPLETED',
        customer: { id: '9876543210', name: 'Ravi Kumar', phone: '+919876543210' },
        redirectUrl: '/payment/success',
        createdAt: '2026-11-22T10:00:00.000Z',
        orderId: 'OMO1',
        transactionId: 'T1',
      },
    ],
    poojaOrders: [],
    chadavaOrders: [],
    horoscopeOrders: [],
    profiles: [],
    contactMessages: [],
    newsletterSubscribers: [],
    sessions: [],
  }
}

/** One browser: its session storage (shared by reloads of a tab; copied into a new tab) and the backend. */
function world(startSignedIn: boolean) {
  const data = pujaPaymentData
  let db = backendWithPayment(data)
  let ids = 0
  const env = { now: () => new Date('2026-11-22T10:05:00.000Z'), newId: () => `order-${(ids += 1)}` }
  let signedIn = startSignedIn
  let loseNextReply = false
  let failNextCreate = false

  function tab() {
    let session: PaymentData | null = data
    const machine = paymentStatusMachine.provide({
      actors: {
        readPaymentSource: fromPromise<PaymentSourceRead>(async () =>
          session
            ? { kind: 'stored', data: session }
            : { kind: 'query', merchantOrderId: data.merchantOrderId },
        ),
        checkStatus: fromPromise<StatusCheck, { merchantOrderId: string }>(async ({ input }) => {
          await Promise.resolve()
          const reply = paymentStatus(db, input.merchantOrderId).body as { state: string }
          return check(reply.state)
        }),
        savePersonalDetails: fromPromise<void, { personalDetails: PersonalDetails }>(async ({ input }) => {
          if (session) session = { ...session, personalDetails: input.personalDetails }
        }),
        createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(async ({ input }) => {
          if (failNextCreate) {
            failNextCreate = false
            throw new Error('Network error')
          }
          await Promise.resolve()
          const body = poojaOrderRequest(
            input.data,
            input.data.pujaDetails!,
            input.personalDetails,
            input.uid!,
          )
          const outcome = createPoojaOrder(db, body, env)
          if (outcome.next) db = outcome.next
          await Promise.resolve()
          if (loseNextReply) {
            loseNextReply = false
            throw new Error('The reply was lost')
          }
          const reply = outcome.reply.body as { success?: boolean; orderId?: string; error?: string }
          if (!reply.success || !reply.orderId) throw new Error(reply.error ?? 'Failed to create pooja order')
          return { orderId: reply.orderId }
        }),
        clearPaymentData: fromPromise<void>(async () => {
          session = null
        }),
      },
    })
    let actor: Actor<typeof machine>
    const start = () => {
      actor = createActor(machine, {
        input: { auth: { loading: !signedIn, uid: signedIn ? 'user-1' : null }, now: BEFORE_THE_BOOKINGS },
      }).start()
    }
    start()
    return {
      reload() {
        actor.stop()
        start()
      },
      get actor() {
        return actor
      },
    }
  }

  const tabs = [tab()]
  const everyActor = () => tabs.map((t) => t.actor)

  async function run(command: Command) {
    switch (command.type) {
      case 'reload':
        tabs[tabs.length - 1].reload()
        return
      case 'openTab':
        tabs.push(tab())
        return
      case 'retry':
        for (const actor of everyActor()) {
          actor.send({ type: 'order.retry' })
          actor.send({ type: 'order.retry' })
        }
        return
      case 'submitDetails':
        for (const actor of everyActor()) {
          actor.send({ type: 'details.submit', personalDetails })
          actor.send({ type: 'details.submit', personalDetails })
        }
        return
      case 'signIn':
        signedIn = true
        for (const actor of everyActor())
          actor.send({ type: 'auth.changed', auth: { loading: false, uid: 'user-1' } })
        return
      case 'loseNextReply':
        loseNextReply = true
        return
      case 'failNextCreate':
        failNextCreate = true
        return
      case 'settle':
        await settle()
    }
  }

  return {
    run,
    orders: () => db.poojaOrders.filter((order) => order.merchantOrderId === data.merchantOrderId),
    actors: everyActor,
  }
}

describe('paymentStatus properties: one order per payment', () => {
  it('no sequence of reloads, tabs, retries, double submits and lost replies stores a second order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(commandArbitrary, { maxLength: 14 }),
        async (signedIn, commands) => {
          const w = world(signedIn)
          for (const command of commands) {
            await w.run(command)
            expect(w.orders().length).toBeLessThanOrEqual(1)
          }
          for (const finish of [
            'settle',
            'signIn',
            'submitDetails',
            'settle',
            'retry',
            'settle',
            'retry',
            'settle',
          ] as const) {
            await w.run({ type: finish })
          }
          const orders = w.orders()
          expect(orders).toHaveLength(1)
          expect(orders[0].amount).toBe(851)
          for (const actor of w.actors()) {
            const snapshot = actor.getSnapshot()
            if (snapshot.matches({ paid: 'orderCreated' }))
              expect(snapshot.context.createdOrderId).toBe(orders[0]._id)
          }
          for (const actor of w.actors()) actor.stop()
        },
      ),
      { numRuns: 150 },
    )
  })
})

const text = (valid: string) => fc.constantFrom(valid, '', '   ', ` ${valid} `)
const detailsArbitrary: fc.Arbitrary<PersonalDetails> = fc.record({
  fullName: text(personalDetails.fullName),
  gotra: text(personalDetails.gotra),
  address: text(personalDetails.address),
  city: text(personalDetails.city),
  state: text(personalDetails.state),
  pincode: fc.constantFrom(
    personalDetails.pincode,
    '',
    '2210',
    '2210011',
    'abcdef',
    ` ${personalDetails.pincode}`,
  ),
})
const isValid = (details: PersonalDetails | null) =>
  details !== null && !hasErrors(validatePersonalDetails(details))

describe('paymentStatus properties: the personal details of a paid puja', () => {
  it('never orders with invalid details, and asks for them only when the stored ones are missing or invalid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(detailsArbitrary, { nil: null }),
        fc.array(detailsArbitrary, { maxLength: 4 }),
        async (storedDetails, submitted) => {
          const { actor, calls } = startPaymentStatus({
            source: { kind: 'stored', data: { ...pujaPaymentData, personalDetails: storedDetails } },
            answers: [check('COMPLETED')],
          })
          let formShown = false
          actor.subscribe((snapshot) => {
            formShown ||= snapshot.matches({ paid: 'collectingDetails' })
          })
          await settle()
          for (const details of submitted) {
            actor.send({ type: 'details.submit', personalDetails: details })
            await settle()
          }
          expect(calls.orders.every((order) => isValid(order.personalDetails))).toBe(true)
          expect(formShown).toBe(!isValid(storedDetails))
          const expected = isValid(storedDetails) ? storedDetails : submitted.find(isValid)
          expect(calls.orders.map((order) => order.personalDetails)).toEqual(expected ? [expected] : [])
          actor.stop()
        },
      ),
      { numRuns: 120 },
    )
  })
})
