/**
 * Issue 15 §5: every reply a screen reads, generated from its schema and broken (tests/fuzz/replyArbitraries.ts), goes
 * through the real HTTP client (fetch answers it) and the screen's real implementations into its machine. The machine
 * always settles in its loaded or its error state, with a message, and what it holds is what the schema parsed.
 */
import * as fc from 'fast-check'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor, type AnyActorLogic, type SnapshotFrom } from 'xstate'
import { catalogueResourceMachine } from '../../machines/catalogueResource.machine'
import { orderListMachine } from '../../machines/orderList.machine'
import { paymentStatusMachine } from '../../machines/paymentStatus.machine'
import { profileMachine } from '../../machines/profile.machine'
import type { Credentials } from '../../src/api/client'
import { endpoints } from '../../src/api/endpoints'
import { fetchChadavaOrders, fetchPoojaOrders } from '../../src/api/orders'
import type { AuthGateway } from '../../src/auth/AuthGateway'
import { orderListFailures } from '../../src/content/messages/orders'
import { chadavaListFailures, pujaListFailures } from '../../src/content/messages/catalogue'
import { createOrderListImplementations } from '../../src/features/account/orderListImplementations'
import { createProfileImplementations } from '../../src/features/account/profileImplementations'
import { createCatalogueResourceImplementations } from '../../src/features/catalogue/catalogueResourceImplementations'
import { chadavaCatalogue } from '../../src/features/chadava/chadavaCatalogue'
import { createPaymentStatusImplementations } from '../../src/features/payment/status/paymentStatusImplementations'
import { pujaCatalogue } from '../../src/features/puja/pujaCatalogue'
import type { FailureTexts } from '../../src/content/messages/failureTexts'
import { spoken } from '../../src/testing/spoken'
import { anyReply, RUNS_PER_ENDPOINT } from '../fuzz/replyArbitraries'

const credentials: Credentials = { idToken: async () => 'token', expired: async () => {} }
const user = { uid: 'mock-919812345678', phoneNumber: '+919812345678', displayName: 'Ravi Kumar' }

let reply: unknown
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      // JSON.stringify(undefined) is undefined: a reply with no body at all.
      new Response(JSON.stringify(reply) ?? null, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const counts: Record<string, { runs: number; loaded: number; error: number }> = {}
afterAll(() => {
  console.info(
    `Bad-reply property runs (api + machine): ${Object.entries(counts)
      .map(([name, c]) => `${name} ${c.runs} (${c.loaded} loaded, ${c.error} error)`)
      .join('; ')}`,
  )
})

/** Runs `logic` until it leaves `busy`; what it settled in. Throws if the machine itself failed. */
async function settle<L extends AnyActorLogic>(
  logic: L,
  input: unknown,
  busy: (s: SnapshotFrom<L>) => boolean,
) {
  const actor = createActor(logic, { input } as never)
  const failures: unknown[] = []
  actor.subscribe({ error: (error) => failures.push(error) })
  actor.start()
  const settled = (s: unknown) => (s as { status: string }).status !== 'active' || !busy(s as SnapshotFrom<L>)
  const snapshot = await waitFor(actor, settled, { timeout: 2_000 })
  actor.stop()
  expect(failures).toEqual([])
  expect((snapshot as { status: string }).status).toBe('active')
  return snapshot as SnapshotFrom<L>
}

const texts = (failures: FailureTexts) => [failures.http, failures.refused, failures.unreachable]

/** The property for one endpoint: settles, counts and checks each reply. */
function property(
  name: string,
  schema: Parameters<typeof anyReply>[0],
  check: (parsed: unknown) => Promise<'loaded' | 'error'>,
) {
  counts[name] = { runs: 0, loaded: 0, error: 0 }
  return fc.asyncProperty(anyReply(schema), async (generated) => {
    reply = generated
    const parsed = schema.safeParse(JSON.parse(JSON.stringify(generated) ?? 'null'))
    const outcome = await check(parsed.success ? parsed.data : undefined)
    counts[name]!.runs += 1
    counts[name]![outcome] += 1
  })
}

describe('every reply a screen reads, valid or broken, settles its machine with what the schema parsed', () => {
  for (const [name, catalogue, failures] of [
    ['pujas', pujaCatalogue, pujaListFailures],
    ['chadavas', chadavaCatalogue, chadavaListFailures],
  ] as const) {
    it(`${name}: the list page's catalogueResource machine is loaded with the parsed list, or in error with its text`, async () => {
      await fc.assert(
        property(name, endpoints[name].reply, async (parsed) => {
          const snapshot = await settle(
            catalogueResourceMachine.provide(createCatalogueResourceImplementations(catalogue.list as never)),
            { shownFirst: null },
            (s) => s.matches('loading'),
          )
          const data = parsed as { success: boolean; data?: unknown[] } | undefined
          if (data?.success && data.data) {
            expect(snapshot.value).toBe('loaded')
            expect(snapshot.context.value).toEqual(data.data)
            return 'loaded'
          }
          expect(snapshot.value).toBe('error')
          expect(texts(failures)).toContain(spoken(snapshot.context.error))
          return 'error'
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    }, 120_000)
  }

  for (const [name, fetchOrders] of [
    ['poojaOrderList', fetchPoojaOrders],
    ['chadavaOrderList', fetchChadavaOrders],
  ] as const) {
    it(`${name}: the orders page's orderList machine shows the parsed orders, none, or its error text`, async () => {
      const logic = orderListMachine.provide(
        createOrderListImplementations({
          fetchOrders: (uid, signal) => fetchOrders(uid, credentials, signal),
        }),
      )
      await fc.assert(
        property(name, endpoints[name].reply, async (parsed) => {
          const snapshot = await settle(logic, { uid: user.uid }, (s) => s.matches('loading'))
          const data = parsed as { success: boolean; data?: unknown[] } | undefined
          if (data?.success) {
            expect(snapshot.value).toBe(data.data?.length ? 'loaded' : 'empty')
            expect(snapshot.context.orders).toEqual(data.data ?? [])
            // Amounts are rupees the user paid: never a negative sum on the orders page.
            for (const order of snapshot.context.orders) expect(order.amount).toBeGreaterThanOrEqual(0)
            return 'loaded'
          }
          expect(snapshot.value).toBe('failed')
          expect(spoken(snapshot.context.error)).toBeTruthy()
          if (!data) expect(texts(orderListFailures)).toContain(spoken(snapshot.context.error))
          return 'error'
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    }, 120_000)
  }

  it("profileGet: the profile machine shows the saved profile's text fields, or (SPEC §7) the user's own values", async () => {
    const gateway = async () => ({}) as AuthGateway
    const logic = profileMachine.provide(createProfileImplementations({ gateway, credentials }))
    await fc.assert(
      property('profileGet', endpoints.profileGet.reply, async (parsed) => {
        const snapshot = await settle(logic, { user }, (s) => s.matches('loading'))
        expect(snapshot.value).toBe('viewing')
        const { familyMembers, ...textFields } = snapshot.context.saved
        for (const value of Object.values(textFields)) expect(typeof value).toBe('string')
        expect(Array.isArray(familyMembers)).toBe(true)
        const fields = parsed as { displayName?: unknown; emailAddress?: unknown } | undefined
        if (!fields) {
          expect(snapshot.context.saved).toEqual({
            displayName: 'Ravi Kumar',
            emailAddress: '',
            accountCreated: '',
            familyMembers: [],
          })
          return 'error'
        }
        return 'loaded'
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    )
  }, 120_000)

  it('paymentStatus: the status page shows one of the four statuses with a real amount, or keeps checking', async () => {
    const logic = paymentStatusMachine.provide(
      createPaymentStatusImplementations({
        routeState: null,
        search: '?merchantOrderId=POOJA_1_ABC',
        credentials,
      }),
    )
    await fc.assert(
      property('paymentStatus', endpoints.paymentStatus.reply, async (parsed) => {
        const snapshot = await settle(logic, { auth: { loading: false, uid: user.uid } }, (s) =>
          (['reading', 'checking', 'routing'] as const).some((state) => s.matches(state)),
        )
        expect(['SUCCESS', 'FAILED', 'CANCELLED', 'PENDING']).toContain(snapshot.context.status)
        const amount = snapshot.context.payment.amount
        if (amount !== null) {
          expect(Number.isFinite(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        const data = parsed as { success: boolean } | undefined
        if (data?.success) return 'loaded'
        expect(snapshot.matches('pending')).toBe(true)
        return 'error'
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    )
  }, 120_000)
})
