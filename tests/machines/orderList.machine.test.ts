import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { orderListMachine, type AccountOrder } from '../../machines/orderList.machine'
import type { PoojaOrder } from '../../src/api/schemas'
import { orderListFailures } from '../../src/content/messages/orders'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'

const ORDER: PoojaOrder = {
  _id: '66d2b3c4d5e6f70803000001',
  poojaName: 'Rudrabhishek',
  selectedPackage: 'Family Puja',
  amount: 2001,
  scheduledDate: '2025-12-18T18:30:00+05:30',
  createdAt: '2025-12-15T10:12:00.000Z',
  orderStatus: 'delivered',
  paymentMethod: 'PhonePe',
}

function run(fetch: (uid: string) => Promise<AccountOrder[]>) {
  const fetchOrders = vi.fn(fetch)
  const machine = orderListMachine.provide({
    actors: {
      fetchOrders: fromPromise<AccountOrder[], { uid: string }>(({ input }) => fetchOrders(input.uid)),
    },
  })
  return { actor: createActor(machine, { input: { uid: 'mock-919876543210' } }).start(), fetchOrders }
}

describe('orderList machine', () => {
  it('loads the orders of the uid', async () => {
    const { actor, fetchOrders } = run(async () => [ORDER])
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(fetchOrders).toHaveBeenCalledWith('mock-919876543210')
    expect(actor.getSnapshot().context.orders).toEqual([ORDER])
  })

  it('shows the empty state for no orders', async () => {
    const { actor } = run(async () => [])
    await waitFor(actor, (s) => s.matches('empty'))
  })

  it("keeps the failure's message, or SPEC's generic message", async () => {
    const withMessage = run(async () => Promise.reject(new TextError(textOf(orderListFailures, 'http'))))
    await waitFor(withMessage.actor, (s) => s.matches('failed'))
    expect(spoken(withMessage.actor.getSnapshot().context.error)).toBe('Failed to fetch orders')
    const without = run(async () => Promise.reject(new Error('')))
    await waitFor(without.actor, (s) => s.matches('failed'))
    expect(spoken(without.actor.getSnapshot().context.error)).toBe('An error occurred')
  })

  it('Refresh loads again and clears the error', async () => {
    let calls = 0
    const { actor, fetchOrders } = run(async () => {
      calls += 1
      if (calls === 1) throw new TextError(textOf(orderListFailures, 'http'))
      return [ORDER]
    })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'orders.refresh' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'orders.refresh' })
    await waitFor(actor, (s) => s.matches('loaded') && fetchOrders.mock.calls.length === 3)
  })

  it('ignores Refresh while loading', async () => {
    const { actor, fetchOrders } = run(() => new Promise(() => {}))
    actor.send({ type: 'orders.refresh' })
    expect(fetchOrders).toHaveBeenCalledTimes(1)
  })

  describe('a reload (the visitor chose another language)', () => {
    const HINDI = { ...ORDER, inLanguage: { name: 'रुद्राभिषेक' } }

    it('keeps the list shown while it loads again, then shows the new one', async () => {
      let answer!: (orders: AccountOrder[]) => void
      let calls = 0
      const { actor } = run(async () =>
        ++calls === 1 ? [ORDER] : new Promise<AccountOrder[]>((resolve) => (answer = resolve)),
      )
      await waitFor(actor, (s) => s.matches('loaded'))
      actor.send({ type: 'orders.reload' })
      expect(actor.getSnapshot().value).toBe('reloading')
      expect(actor.getSnapshot().context.orders).toEqual([ORDER])
      answer([HINDI])
      await waitFor(actor, (s) => s.matches('loaded'))
      expect(actor.getSnapshot().context.orders).toEqual([HINDI])
    })

    it('that fails leaves the list as it was, with no error', async () => {
      let calls = 0
      const { actor, fetchOrders } = run(async () => {
        if (++calls === 2) throw new TextError(textOf(orderListFailures, 'http'))
        return [ORDER]
      })
      await waitFor(actor, (s) => s.matches('loaded'))
      actor.send({ type: 'orders.reload' })
      await waitFor(actor, () => fetchOrders.mock.calls.length === 2)
      await waitFor(actor, (s) => s.matches('loaded'))
      expect(actor.getSnapshot().context).toMatchObject({ orders: [ORDER], error: null })
    })

    it('during a load asks again, and only the new answer is shown', async () => {
      const answers: ((orders: AccountOrder[]) => void)[] = []
      const { actor, fetchOrders } = run(
        () => new Promise<AccountOrder[]>((resolve) => answers.push(resolve)),
      )
      actor.send({ type: 'orders.reload' })
      expect(fetchOrders).toHaveBeenCalledTimes(2)
      answers[0]!([ORDER])
      answers[1]!([HINDI])
      await waitFor(actor, (s) => s.matches('loaded'))
      expect(actor.getSnapshot().context.orders).toEqual([HINDI])
    })
  })
})
