import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CLOCK_STORAGE_KEY,
  sessionClockOffset,
  sessionScenario,
  SCENARIO_STORAGE_KEY,
} from '../../mocks/browser'
import { setClockOffset } from '../../mocks/clock'
import { PENDING_CHECKS } from '../../mocks/scenarioEffects'
import { SCENARIO_HEADER } from '../../mocks/scenarioChoice'
import { activeScenario, resetScenario, scenarioNames, setScenario } from '../../mocks/scenarios'
import { detectVisitorLocation } from '../../src/api/geolocation'
import { fetchChadavas, fetchPujas } from '../../src/api/catalogue'
import { failureMessage } from '../../src/api/failureMessage'
import { spoken } from '../../src/testing/spoken'
import { chadavaListFailures, pujaListFailures } from '../../src/content/messages/catalogue'
import type { FailureTexts } from '../../src/content/messages/failureTexts'
import { geolocationUrls } from '../../src/config'
import { itAnswersTheScenarioARequestNames } from './scenarioCases'
import { chadavaOrderBody, horoscopeOrderBody, initiateBody, memoryStorage, poojaOrderBody } from './testEnv'
import { signedIn } from './jsonClient'
import { getJsonReply, mswClient, postJsonReply, useMockServer } from './mswServer'

useMockServer()

async function paid(merchantOrderId: string, state = 'COMPLETED') {
  await postJsonReply('/api/payments/initiate', initiateBody(merchantOrderId))
  if (state !== 'PENDING') await postJsonReply(`/api/mock-gateway/${merchantOrderId}/outcome`, { state })
}

describe('scenario switching', () => {
  it('starts on the happy path and goes back to it', () => {
    expect(activeScenario()).toBeNull()
    setScenario('orders-error')
    expect(activeScenario()).toBe('orders-error')
    resetScenario()
    expect(activeScenario()).toBeNull()
  })

  it('names every scenario the team relies on', () => {
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'catalogue-error',
        'catalogue-slow',
        'location-us',
        'location-unavailable',
        'payment-initiate-error',
        'payment-status-error',
        'payment-pending-then-complete',
        'order-create-error',
        'orders-error',
        'contact-error',
      ]),
    )
  })
})

describe('the browser session keeps the scenario picked in the URL', () => {
  afterEach(() => vi.restoreAllMocks())

  it('remembers ?scenario=<name> for later pages and forgets it with ?scenario=none', () => {
    const session = memoryStorage()
    expect(sessionScenario('?scenario=catalogue-error', session)).toBe('catalogue-error')
    expect(session.getItem(SCENARIO_STORAGE_KEY)).toBe('catalogue-error')
    expect(sessionScenario('', session)).toBe('catalogue-error')
    expect(sessionScenario('?scenario=none', session)).toBeNull()
    expect(sessionScenario('', session)).toBeNull()
  })

  it('ignores an unknown name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(sessionScenario('?scenario=everything-broken', memoryStorage())).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('the mock clock', () => {
  afterEach(() => setClockOffset(0))

  it('?mockClock=<hours> moves it for the browser session; ?mockClock=0 puts it back', () => {
    const session = memoryStorage()
    expect(sessionClockOffset('', session)).toBe(0)
    expect(sessionClockOffset('?mockClock=30', session)).toBe(30 * 3_600_000)
    expect(session.getItem(CLOCK_STORAGE_KEY)).toBe(String(30 * 3_600_000))
    expect(sessionClockOffset('?scenario=none', session)).toBe(30 * 3_600_000)
    expect(sessionClockOffset('?mockClock=soon', session)).toBe(30 * 3_600_000)
    expect(sessionClockOffset('?mockClock=0', session)).toBe(0)
  })

  it('a new order is booked now, and its later steps show as the clock moves on', async () => {
    await paid('POOJA_CLOCK_1')
    const demo = await signedIn(mswClient)
    const created = await postJsonReply(
      '/api/pooja-orders',
      poojaOrderBody('POOJA_CLOCK_1', { scheduledDate: new Date(Date.now() + 3_600_000).toISOString() }),
      demo,
    )
    const path = `/api/pooja-orders/user/mock-919876543210/${(created.body as { orderId: string }).orderId}`
    const stepsAt = async (hours: number) => {
      setClockOffset(hours * 3_600_000)
      const reply = await getJsonReply(path, await signedIn(mswClient))
      return (
        reply.body as { data: { statusHistory: { events: { step: string }[] } } }
      ).data.statusHistory.events.map((event) => event.step)
    }
    expect(await stepsAt(0)).toEqual(['booked'])
    expect(await stepsAt(2)).toEqual(['booked', 'confirmed', 'performed'])
    expect((await stepsAt(8)).at(-1)).toBe('videoReady')
    expect((await stepsAt(30)).at(-1)).toBe('prasadDispatched')
    expect((await stepsAt(24 * 6)).at(-1)).toBe('delivered')
  })
})

describe('a scenario the request names, under MSW', () => {
  itAnswersTheScenarioARequestNames(mswClient, () => geolocationUrls)

  it("wins over the session's scenario, which serves the requests that name none", async () => {
    setScenario('catalogue-error')
    expect((await mswClient.get('/api/pooja', { [SCENARIO_HEADER]: 'none' })).status).toBe(200)
    expect((await mswClient.get('/api/pooja', { [SCENARIO_HEADER]: 'orders-error' })).status).toBe(200)
    expect((await mswClient.get('/api/pooja')).status).toBe(500)
  })
})

describe("each scenario's effect, as the session's scenario", () => {
  it("catalogue-error: both lists fail with 500 and the site shows SPEC's message", async () => {
    setScenario('catalogue-error')
    expect((await getJsonReply('/api/pooja')).status).toBe(500)
    expect((await getJsonReply('/api/chadava')).status).toBe(500)
    const shown = (call: Promise<unknown>, texts: FailureTexts) =>
      call.catch((error: unknown) => spoken(failureMessage(error, texts)))
    expect(await shown(fetchPujas(), pujaListFailures)).toBe('Failed to fetch puja services')
    expect(await shown(fetchChadavas(), chadavaListFailures)).toBe('Failed to fetch chadava services')
  })

  it('location-us: the visitor is in the United States', async () => {
    setScenario('location-us')
    expect(await detectVisitorLocation()).toMatchObject({ countryCode: 'US' })
  })

  it('location-unavailable: all three services fail', async () => {
    setScenario('location-unavailable')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const url of ['https://ipapi.co/json/', 'https://api.country.is/', 'https://ipinfo.io/json']) {
      expect((await getJsonReply(url)).status).toBe(503)
    }
    await expect(detectVisitorLocation()).rejects.toThrow()
    vi.restoreAllMocks()
  })

  it('without a scenario the visitor is in India', async () => {
    expect(await detectVisitorLocation()).toMatchObject({ countryCode: 'IN' })
  })

  it("payment-initiate-error: initiation fails with the server's error and records nothing", async () => {
    setScenario('payment-initiate-error')
    const reply = await postJsonReply('/api/payments/initiate', initiateBody('POOJA_SC_1'))
    expect(reply).toMatchObject({ status: 500, body: { success: false, error: expect.any(String) } })
    resetScenario()
    expect((await getJsonReply('/api/payments/status/POOJA_SC_1')).status).toBe(404)
  })

  it('payment-status-error: the status check fails', async () => {
    await paid('POOJA_SC_2')
    setScenario('payment-status-error')
    expect((await getJsonReply('/api/payments/status/POOJA_SC_2')).status).toBe(500)
  })

  it('payment-pending-then-complete: PENDING for the first checks, then COMPLETED and orderable', async () => {
    setScenario('payment-pending-then-complete')
    await paid('POOJA_SC_3', 'PENDING')
    const states = []
    for (let check = 0; check < PENDING_CHECKS + 2; check++) {
      states.push(((await getJsonReply('/api/payments/status/POOJA_SC_3')).body as { state: string }).state)
    }
    expect(PENDING_CHECKS).toBe(2)
    expect(states).toEqual(['PENDING', 'PENDING', 'COMPLETED', 'COMPLETED'])
    const demo = await signedIn(mswClient)
    expect((await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_SC_3'), demo)).status).toBe(201)
  })

  it('payment-pending-then-complete: an order before completion is still refused', async () => {
    setScenario('payment-pending-then-complete')
    await paid('POOJA_SC_4', 'PENDING')
    await getJsonReply('/api/payments/status/POOJA_SC_4')
    const demo = await signedIn(mswClient)
    expect((await postJsonReply('/api/pooja-orders', poojaOrderBody('POOJA_SC_4'), demo)).status).toBe(409)
  })

  it('order-create-error: all three order creations fail with 500 and store nothing', async () => {
    await paid('POOJA_SC_5')
    const demo = await signedIn(mswClient)
    setScenario('order-create-error')
    for (const [path, body] of [
      ['/api/pooja-orders', poojaOrderBody('POOJA_SC_5')],
      ['/api/chadava-orders', chadavaOrderBody('POOJA_SC_5')],
      ['/api/horoscope-orders', horoscopeOrderBody('POOJA_SC_5')],
    ] as const) {
      expect((await postJsonReply(path, body, demo)).status).toBe(500)
    }
    resetScenario()
    const list = (await getJsonReply('/api/pooja-orders/user/mock-919876543210', demo)).body as {
      data: { merchantOrderId: string }[]
    }
    expect(list.data.some((order) => order.merchantOrderId === 'POOJA_SC_5')).toBe(false)
  })

  it('orders-error: both order lists and one order fail', async () => {
    const demo = await signedIn(mswClient)
    setScenario('orders-error')
    expect((await getJsonReply('/api/pooja-orders/user/mock-919876543210', demo)).status).toBe(500)
    expect((await getJsonReply('/api/chadava-orders/user/mock-919876543210', demo)).status).toBe(500)
    expect(
      (await getJsonReply('/api/pooja-orders/user/mock-919876543210/66d2b3c4d5e6f70803000001', demo)).status,
    ).toBe(500)
  })

  it('contact-error and newsletter-error: the message is not accepted', async () => {
    setScenario('contact-error')
    const message = { name: 'Asha', email: 'asha@example.com', subject: 'other', message: 'Namaste' }
    expect((await postJsonReply('/api/contact', message)).status).toBe(500)
    setScenario('newsletter-error')
    expect((await postJsonReply('/api/newsletter', { email: 'asha@example.com' })).status).toBe(500)
  })
})
