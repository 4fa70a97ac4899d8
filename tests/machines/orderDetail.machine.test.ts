import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  orderDetailMachine,
  type FetchedOrder,
  type OrderDetailInput,
} from '../../machines/orderDetail.machine'
import { poojaOrders } from '../../src/testing/fixtures/orders'
import { orderListFailures } from '../../src/content/messages/orders'
import { textOf, TextError } from '../../src/content/text'
import { spoken } from '../../src/testing/spoken'

const ORDER = poojaOrders[0]!
const INPUT = { uid: 'mock-919876543210', orderId: ORDER._id }

function run(fetch: (input: OrderDetailInput) => Promise<FetchedOrder>) {
  const fetchOrder = vi.fn(fetch)
  const machine = orderDetailMachine.provide({
    actors: { fetchOrder: fromPromise<FetchedOrder, OrderDetailInput>(({ input }) => fetchOrder(input)) },
  })
  return { actor: createActor(machine, { input: INPUT }).start(), fetchOrder }
}

describe('orderDetail machine', () => {
  it("loads the user's order by uid and order id", async () => {
    const { actor, fetchOrder } = run(async () => ORDER)
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(fetchOrder).toHaveBeenCalledWith(INPUT)
    expect(actor.getSnapshot().context.order).toEqual(ORDER)
  })

  it("an order that is not the user's is not found, and never shown", async () => {
    const { actor } = run(async () => null)
    await waitFor(actor, (s) => s.matches('notFound'))
    expect(actor.getSnapshot().context.order).toBeNull()
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a failed load shows its message; Try Again loads again and clears it', async () => {
    let calls = 0
    const { actor } = run(async () => {
      calls += 1
      if (calls === 1) throw new TextError(textOf(orderListFailures, 'http'))
      return ORDER
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(spoken(actor.getSnapshot().context.error)).toBe('Failed to fetch orders')
    actor.send({ type: 'order.refresh' })
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'order.retry' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('Refresh keeps the order on screen while it checks, then shows the news', async () => {
    const later = { ...ORDER, orderStatus: 'delivered' }
    let calls = 0
    const { actor } = run(async () => (++calls === 1 ? ORDER : later))
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'order.refresh' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(actor.getSnapshot().context.order).toEqual(ORDER)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.order).toEqual(later)
  })

  it('a failed refresh keeps the order and shows the error over it', async () => {
    let calls = 0
    const { actor } = run(async () => {
      calls += 1
      if (calls === 2) throw new TextError(textOf(orderListFailures, 'unreachable'))
      return ORDER
    })
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'order.refresh' })
    await waitFor(actor, (s) => s.matches('loaded') && s.context.error !== null)
    expect(spoken(actor.getSnapshot().context)).toMatchObject({
      order: ORDER,
      error: 'An error occurred while fetching orders',
    })
    actor.send({ type: 'order.refresh' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('a reload (the visitor chose another language) checks again keeping the order, and restarts a load', async () => {
    const hindi = { ...ORDER, inLanguage: { name: 'रुद्राभिषेक' } }
    const answers: ((order: FetchedOrder) => void)[] = []
    const { actor, fetchOrder } = run(() => new Promise<FetchedOrder>((resolve) => answers.push(resolve)))
    actor.send({ type: 'order.reload' })
    expect(fetchOrder).toHaveBeenCalledTimes(2)
    answers[0]!(ORDER)
    answers[1]!(ORDER)
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'order.reload' })
    expect(actor.getSnapshot().value).toBe('refreshing')
    expect(actor.getSnapshot().context.order).toEqual(ORDER)
    answers[2]!(hindi)
    await waitFor(actor, (s) => s.matches('loaded') && s.context.order === hindi)
  })
})
