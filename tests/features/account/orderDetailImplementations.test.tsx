import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { orderDetailMachine } from '../../../machines/orderDetail.machine'
import { server } from '../../../mocks/node'
import { fetchChadavaOrder, fetchPoojaOrder } from '../../../src/api/orders'
import { createOrderDetailImplementations } from '../../../src/features/account/orderDetailImplementations'
import { testCredentials } from '../../../src/testing/fixtures/credentials'
import { chadavaOrders } from '../../../src/testing/fixtures/orders'
import { videoReadyOrder } from '../../../src/testing/fixtures/orderTimeline'
import { spoken } from '../../../src/testing/spoken'

const ONE_ORDER = '*/api/pooja-orders/user/:uid/:orderId'

function openPoojaOrder(orderId = videoReadyOrder._id) {
  const machine = orderDetailMachine.provide(
    createOrderDetailImplementations({
      fetchOrder: (uid, id, signal) => fetchPoojaOrder(uid, id, testCredentials, signal),
    }),
  )
  return createActor(machine, { input: { uid: 'mock-919876543210', orderId } }).start()
}

const settled = (actor: ReturnType<typeof openPoojaOrder>) => waitFor(actor, (s) => !s.matches('loading'))

describe('the order page reads one order', () => {
  it("asks for the user's order by uid and id, and keeps its status history", async () => {
    const seen: string[] = []
    server.use(
      http.get(ONE_ORDER, ({ params }) => {
        seen.push(`${String(params.uid)} ${String(params.orderId)}`)
        return HttpResponse.json({ success: true, data: videoReadyOrder })
      }),
    )
    const snapshot = await settled(openPoojaOrder())
    expect(snapshot.value).toBe('loaded')
    expect(snapshot.context.order).toEqual(videoReadyOrder)
    expect(seen).toEqual([`mock-919876543210 ${videoReadyOrder._id}`])
  })

  it("404 (another user's order, or none) and 403 are 'not found', never an order or an error", async () => {
    for (const status of [404, 403]) {
      server.use(
        http.get(ONE_ORDER, () =>
          HttpResponse.json({ success: false, error: 'Order not found' }, { status }),
        ),
      )
      const snapshot = await settled(openPoojaOrder())
      expect(snapshot.value).toBe('notFound')
      expect(snapshot.context).toMatchObject({ order: null, error: null })
    }
  })

  it("a server failure is SPEC's order error with Try Again; a reply that does not parse is never half-shown", async () => {
    server.use(
      http.get(ONE_ORDER, () => HttpResponse.json({ success: false, error: 'down' }, { status: 500 })),
    )
    expect(spoken((await settled(openPoojaOrder())).context.error)).toBe('Failed to fetch orders')
    const broken = { ...videoReadyOrder, statusHistory: { events: [{ step: 'videoReady', at: 'soon' }] } }
    server.use(http.get(ONE_ORDER, () => HttpResponse.json({ success: true, data: broken })))
    const snapshot = await settled(openPoojaOrder())
    expect(snapshot.value).toBe('failed')
    expect(spoken(snapshot.context)).toMatchObject({
      order: null,
      error: 'An error occurred while fetching orders',
    })
  })

  it('reads a chadava order from its own path', async () => {
    server.use(
      http.get('*/api/chadava-orders/user/:uid/:orderId', () =>
        HttpResponse.json({ success: true, data: chadavaOrders[0] }),
      ),
    )
    await expect(fetchChadavaOrder('u1', chadavaOrders[0]!._id, testCredentials)).resolves.toEqual(
      chadavaOrders[0],
    )
  })
})
