/**
 * Model-based coverage (xstate/graph): the shortest path to every state of the payment status machine, replayed on a
 * live actor whose actors are controlled by the path's own done/error events.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import {
  paymentStatusMachine,
  recheckDelayMs,
  type AuthState,
  type CreateOrderInput,
  type PaymentSourceRead,
  type StatusCheck,
} from '../../machines/paymentStatus.machine'
import type { PersonalDetails } from '../../src/api/schemas'
import type { PaymentData } from '../../src/domain/payment/paymentData'
import {
  horoscopePaymentData,
  personalDetails,
  pujaPaymentData,
} from '../../src/testing/fixtures/paymentStatusData'
import { AUTH_LOADING, BEFORE_THE_BOOKINGS, check, settle } from './paymentStatusHarness'

const RECHECK_EVENT = 'xstate.after.recheckDelay.paymentStatus.pending.waiting'
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) })

const sources: PaymentSourceRead[] = [
  { kind: 'invalid' },
  { kind: 'missing' },
  { kind: 'query', merchantOrderId: 'POOJA_QUERY' },
  { kind: 'stored', data: pujaPaymentData },
  { kind: 'stored', data: horoscopePaymentData },
  { kind: 'stored', data: { ...pujaPaymentData, merchantOrderId: 'POOJA_BOUND', uid: 'user-1' } },
]

const modelEvents = [
  ...sources.map((source) => done('readPaymentSource', source)),
  failure('readPaymentSource'),
  ...['COMPLETED', 'FAILED', 'CANCELLED', 'PENDING'].map((state) => done('checkStatus', check(state))),
  failure('checkStatus'),
  { type: RECHECK_EVENT },
  done('savePersonalDetails', undefined),
  failure('savePersonalDetails'),
  done('createOrder', { orderId: 'order-1' }),
  failure('createOrder'),
  done('clearPaymentData', undefined),
  failure('clearPaymentData'),
  { type: 'auth.changed', auth: { loading: false, uid: 'user-1' } },
  { type: 'auth.changed', auth: { loading: false, uid: null } },
  { type: 'auth.changed', auth: { loading: false, uid: 'user-2' } },
  { type: 'details.submit', personalDetails },
  { type: 'order.retry' },
  { type: 'status.recheck' },
  { type: 'payment.retry' },
  done('restartPayment', 'https://gateway.example/pay/2'),
  failure('restartPayment'),
] as AnyEventObject[]

const paths = getShortestPaths(paymentStatusMachine, {
  input: { auth: AUTH_LOADING, now: BEFORE_THE_BOOKINGS },
  events: modelEvents as never,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.status,
      snapshot.context.auth,
      snapshot.context.checks,
      snapshot.context.source?.kind === 'stored'
        ? snapshot.context.source.data.merchantOrderId
        : snapshot.context.source?.kind,
    ]),
})

function leafPaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')]
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...leafPaths(child as StateValue, [...prefix, key]),
  ])
}

type StateNode = typeof paymentStatusMachine.root

/** A state that always leaves at once (an eventless transition without a guard) is never at rest. */
function isTransient(node: StateNode): boolean {
  return (node.always ?? []).some((transition) => !transition.guard)
}

/** Every state a snapshot can rest in. */
function restingStatePaths(): string[] {
  const walk = (node: StateNode): string[] =>
    Object.values(node.states).flatMap((child) => [
      ...(isTransient(child) ? [] : [child.path.join('.')]),
      ...walk(child),
    ])
  return walk(paymentStatusMachine.root)
}

/** The shortest path to each distinct state value (the graph's paths also differ by context). */
const shortestByState = new Map<string, (typeof paths)[number]>()
for (const path of paths) {
  const key = JSON.stringify(path.state.value)
  const known = shortestByState.get(key)
  if (!known || known.steps.length > path.steps.length) shortestByState.set(key, path)
}
const pathPerState = [...shortestByState.values()]

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** A live actor whose every invoked actor waits until the test settles it. */
function controlledActor(auth: AuthState) {
  const pending = new Map<string, Pending>()
  const wait = <T>(id: string) =>
    new Promise<T>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    )
  const clock = new SimulatedClock()
  const machine = paymentStatusMachine.provide({
    actors: {
      readPaymentSource: fromPromise<PaymentSourceRead>(() => wait('readPaymentSource')),
      checkStatus: fromPromise<StatusCheck, { merchantOrderId: string }>(() => wait('checkStatus')),
      savePersonalDetails: fromPromise<void, { personalDetails: PersonalDetails }>(() =>
        wait('savePersonalDetails'),
      ),
      createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(() => wait('createOrder')),
      clearPaymentData: fromPromise<void>(() => wait('clearPaymentData')),
      restartPayment: fromPromise<string, { data: PaymentData }>(() => wait('restartPayment')),
      redirectToGateway: fromPromise<void, { url: string }>(() => wait('redirectToGateway')),
    },
  })
  const actor = createActor(machine, { input: { auth, now: BEFORE_THE_BOOKINGS }, clock }).start()
  return {
    actor,
    async apply(event: AnyEventObject) {
      const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
      if (match) {
        const waiting = pending.get(match[2])
        expect(waiting, `${match[2]} is running`).toBeDefined()
        pending.delete(match[2])
        if (match[1] === 'done') waiting!.resolve(event.output)
        else waiting!.reject(event.error)
      } else if (event.type === RECHECK_EVENT) {
        clock.increment(recheckDelayMs(actor.getSnapshot().context.checks))
      } else {
        actor.send(event as never)
      }
      await settle()
    },
  }
}

describe('paymentStatus model', () => {
  it('reaches every state of the machine by some shortest path', () => {
    const reached = new Set(paths.flatMap((path) => leafPaths(path.state.value)))
    expect(restingStatePaths().filter((state) => !reached.has(state))).toEqual([])
  })

  it.each(pathPerState.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s on a live actor',
    async (_, path) => {
      const { actor, apply } = controlledActor(AUTH_LOADING)
      await settle()
      for (const step of path.steps.slice(1)) {
        await apply(step.event as AnyEventObject)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    },
  )
})
