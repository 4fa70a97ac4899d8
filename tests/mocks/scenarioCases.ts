/**
 * What a client sees when a request names its scenario (the X-Mock-Scenario header or a `scenario` query parameter),
 * written once and run against both adapters, so each scenario has the same effect under MSW and on json-server.
 */
import { expect, it } from 'vitest'
import { SCENARIO_HEADER } from '../../mocks/scenarioChoice'
import { PENDING_CHECKS } from '../../mocks/scenarioEffects'
import { signedIn, type JsonClient } from './jsonClient'
import { chadavaOrderBody, horoscopeOrderBody, initiateBody, poojaOrderBody } from './testEnv'

const named = (scenario: string) => ({ [SCENARIO_HEADER]: scenario })

const USER_ORDERS = '/api/pooja-orders/user/mock-919876543210'

/** `geoUrls`: the three geolocation services as this adapter serves them. */
export function itAnswersTheScenarioARequestNames(
  client: JsonClient,
  geoUrls: () => readonly string[],
): void {
  async function paid(merchantOrderId: string, state = 'COMPLETED') {
    await client.post('/api/payments/initiate', initiateBody(merchantOrderId))
    if (state !== 'PENDING') await client.post(`/api/mock-gateway/${merchantOrderId}/outcome`, { state })
  }

  it('catalogue-error: both lists fail with 500; a request that names no scenario is served as usual', async () => {
    expect(await client.get('/api/pooja', named('catalogue-error'))).toEqual({
      status: 500,
      body: { success: false, error: 'Failed to load puja services' },
    })
    expect((await client.get('/api/chadava', named('catalogue-error'))).status).toBe(500)
    expect((await client.get('/api/pooja')).status).toBe(200)
  })

  it('catalogue-error named by the scenario query parameter, like the header', async () => {
    expect((await client.get('/api/chadava?scenario=catalogue-error')).status).toBe(500)
  })

  it('catalogue-slow: the lists take 3 s and then arrive', async () => {
    const started = Date.now()
    const replies = await Promise.all(
      ['/api/pooja', '/api/chadava'].map((path) => client.get(path, named('catalogue-slow'))),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
    expect(replies.map((reply) => reply.status)).toEqual([200, 200])
  })

  it('order-create-error: all three order creations fail with 500 and store nothing', async () => {
    await paid('POOJA_NAMED_1')
    const demo = await signedIn(client)
    const failures = []
    for (const [path, body] of [
      ['/api/pooja-orders', poojaOrderBody('POOJA_NAMED_1')],
      ['/api/chadava-orders', chadavaOrderBody('POOJA_NAMED_1')],
      ['/api/horoscope-orders', horoscopeOrderBody('POOJA_NAMED_1')],
    ] as const) {
      failures.push(await client.post(path, body, { ...named('order-create-error'), ...demo }))
    }
    expect(failures.map((reply) => reply.status)).toEqual([500, 500, 500])
    expect(failures[0]!.body).toEqual({ success: false, error: 'Order service is unavailable' })
    const list = (await client.get(USER_ORDERS, demo)).body as { data: { merchantOrderId: string }[] }
    expect(list.data.some((order) => order.merchantOrderId === 'POOJA_NAMED_1')).toBe(false)
    expect((await client.post('/api/pooja-orders', poojaOrderBody('POOJA_NAMED_1'), demo)).status).toBe(201)
  })

  it('order-delivered and order-refunded: every order shows all its steps at once, in the list and alone', async () => {
    const demo = await signedIn(client)
    const steps = (order: { statusHistory: { events: { step: string }[] } }) =>
      order.statusHistory.events.map((event) => event.step)
    const list = (await client.get(USER_ORDERS, { ...named('order-delivered'), ...demo })).body as {
      data: { _id: string; statusHistory: { events: { step: string }[]; next?: unknown } }[]
    }
    const first = list.data[0]!
    expect(steps(first)).toEqual([
      'booked',
      'confirmed',
      'performed',
      'videoReady',
      'prasadDispatched',
      'delivered',
    ])
    expect(first.statusHistory.next).toBeUndefined()
    const refunded = await client.get(`${USER_ORDERS}/${first._id}`, { ...named('order-refunded'), ...demo })
    expect(steps((refunded.body as { data: Parameters<typeof steps>[0] }).data)).toEqual([
      'booked',
      'cancelled',
      'refunded',
    ])
    const chadavas = (
      await client.get('/api/chadava-orders/user/mock-919876543210', { ...named('order-delivered'), ...demo })
    ).body as { data: Parameters<typeof steps>[0][] }
    expect(steps(chadavas.data[0]!).at(-1)).toBe('delivered')
  })

  it("payment-pending-then-complete: PENDING for the scenario's first checks (others do not count), then COMPLETED", async () => {
    await paid('POOJA_NAMED_2', 'PENDING')
    const check = async (headers?: Record<string, string>) =>
      ((await client.get('/api/payments/status/POOJA_NAMED_2', headers)).body as { state: string }).state
    const scenario = named('payment-pending-then-complete')
    const states = [
      await check(scenario),
      await check(),
      await check(scenario),
      await check(scenario),
      await check(),
    ]
    expect(PENDING_CHECKS).toBe(2)
    expect(states).toEqual(['PENDING', 'PENDING', 'PENDING', 'COMPLETED', 'COMPLETED'])
    const demo = await signedIn(client)
    expect((await client.post('/api/pooja-orders', poojaOrderBody('POOJA_NAMED_2'), demo)).status).toBe(201)
  })

  it('location-us and location-unavailable at the three geolocation services', async () => {
    const [first, second, third] = geoUrls()
    expect((await client.get(first!, named('location-us'))).body).toEqual({
      country_name: 'United States',
      country_code: 'US',
    })
    expect((await client.get(second!, named('location-us'))).body).toEqual({ country: 'US' })
    for (const url of geoUrls())
      expect((await client.get(url, named('location-unavailable'))).status).toBe(503)
    expect((await client.get(third!)).body).toEqual({ country: 'IN' })
  })

  it('refuses an unknown name with 400 saying so; none is the happy path, and the header wins over the query', async () => {
    expect(await client.get('/api/pooja', named('everything-broken'))).toEqual({
      status: 400,
      body: { success: false, error: expect.stringContaining('Unknown mock scenario "everything-broken"') },
    })
    expect((await client.get(geoUrls()[0]!, named('everything-broken'))).status).toBe(400)
    expect((await client.get('/api/pooja?scenario=catalogue-error', named('none'))).status).toBe(200)
  })
}
