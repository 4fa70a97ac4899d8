import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  acknowledgementReplySchema,
  chadavaListReplySchema,
  geoCountryReplySchema,
  geoServiceOneReplySchema,
  paymentInitiateReplySchema,
  paymentStatusReplySchema,
  poojaOrderCreateReplySchema,
  poojaOrderListReplySchema,
  pujaListReplySchema,
  userProfileReplySchema,
} from '../../src/api/schemas'
import { replyTextsIn } from '../../mocks/backend/replyTexts'
import { seedFile, useJsonServer } from './jsonServerHarness'
import { jsonClient, signedIn } from './jsonClient'
import { initiateBody, poojaOrderBody } from './testEnv'

const seedText = readFileSync(seedFile, 'utf8')
const server = useJsonServer()

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url()}${path}`, { redirect: 'manual', ...init })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as unknown }
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The demo user's Authorization header, from the server's mock identity provider. */
const demo = () => signedIn(jsonClient(() => server.url()))

const choose = (merchantOrderId: string, form: string) =>
  call(`/gateway/${merchantOrderId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  })

describe('the json-server adapter', () => {
  it("serves the catalogue in the contract's shapes with dates moved to today", async () => {
    const pujas = pujaListReplySchema.parse((await call('/api/pooja')).json())
    const [first] = pujas.data!
    expect(first!.isToday || first!.isUpcoming).toBe(true)
    expect(Date.parse(first!.dateTime)).toBeGreaterThan(Date.now())
    expect(
      chadavaListReplySchema.parse((await call('/api/chadava')).json()).data!.length,
    ).toBeGreaterThanOrEqual(6)
  })

  it('allows cross-origin calls from the site', async () => {
    const reply = await call('/api/pooja', { headers: { Origin: 'http://localhost:5173' } })
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it("lets a site on another origin send the user's ID token: the preflight allows the Authorization header", async () => {
    const preflight = await call('/api/pooja-orders/user/mock-919812345678', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/)
    expect(allowed).toContain('authorization')
  })

  it('runs a payment through its gateway page to an order, once', async () => {
    const initiated = paymentInitiateReplySchema.parse(
      (await post('/api/payments/initiate', initiateBody('POOJA_JS_1', 125_100))).json(),
    )
    expect(initiated.redirectUrl).toBe(`${server.url()}/gateway/POOJA_JS_1`)

    const page = await call('/gateway/POOJA_JS_1')
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('<title>Sankalp - Test payment gateway</title>')
    expect(page.text).toContain('Test payment gateway · order POOJA_JS_1')
    expect(page.text).toContain('₹1,251.00')
    for (const label of ['>Pay<', '>Fail<', '>Cancel<', '>Leave pending<']) expect(page.text).toContain(label)

    const chosen = await choose('POOJA_JS_1', 'state=COMPLETED')
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe(
      'http://localhost:5173/payment/success?merchantOrderId=POOJA_JS_1',
    )

    const status = paymentStatusReplySchema.parse((await call('/api/payments/status/POOJA_JS_1')).json())
    expect(status).toMatchObject({ success: true, state: 'COMPLETED', amount: 125_100 })

    const user = await demo()
    const order = poojaOrderBody('POOJA_JS_1', { selectedPackage: 'Couple Puja' })
    const first = poojaOrderCreateReplySchema.parse((await post('/api/pooja-orders', order, user)).json())
    const again = poojaOrderCreateReplySchema.parse((await post('/api/pooja-orders', order, user)).json())
    expect(again.orderId).toBe(first.orderId)
    const list = poojaOrderListReplySchema.parse(
      (await call('/api/pooja-orders/user/mock-919876543210', { headers: user })).json(),
    )
    expect(list.data!.filter((o) => o._id === first.orderId)).toEqual([
      expect.objectContaining({ amount: 1251 }),
    ])
  })

  it('shows the gateway page, and its refusals, in the language the site started the payment in', async () => {
    const hindi = { 'Accept-Language': 'hi' }
    const initiated = paymentInitiateReplySchema.parse(
      (await post('/api/payments/initiate', initiateBody('POOJA_JS_HI', 110_000), hindi)).json(),
    )
    expect(initiated.redirectUrl).toBe(`${server.url()}/gateway/POOJA_JS_HI?lang=hi`)

    // The browser opens the page with its own Accept-Language; the page follows the site's choice in the URL.
    const page = await call('/gateway/POOJA_JS_HI?lang=hi', { headers: { 'Accept-Language': 'en-US' } })
    expect(page.text).toContain('<html lang="hi">')
    expect(page.text).toContain('टेस्ट भुगतान गेटवे · ऑर्डर POOJA_JS_HI')
    expect(page.text).toContain('₹1,100.00')
    expect(page.text).toContain('action="/gateway/POOJA_JS_HI?lang=hi"')
    for (const label of ['>भुगतान करें<', '>विफल करें<', '>रद्द करें<', '>लंबित छोड़ें<']) {
      expect(page.text).toContain(label)
    }
    expect(page.text).not.toContain('>Pay<')
    // A device with no Devanagari font gets the site's own (this machine's Chromium has none: boxes otherwise).
    const fontUrl = /url\('(\/gateway-fonts\/noto-sans-devanagari-400\.woff2)'\)/.exec(page.text)?.[1]
    const font = await fetch(`${server.url()}${fontUrl}`)
    expect(font.headers.get('content-type')).toBe('font/woff2')
    expect(
      Buffer.from(await font.arrayBuffer()).equals(
        readFileSync('src/app/fonts/noto-sans-devanagari-400.woff2'),
      ),
    ).toBe(true)
    expect((await call('/gateway-fonts/OFL.txt')).status).toBe(404)

    expect((await choose('POOJA_JS_HI?lang=hi', 'state=CANCELLED')).status).toBe(303)
    const again = await choose('POOJA_JS_HI?lang=hi', 'state=COMPLETED')
    expect(again.status).toBe(409)
    expect(again.text).toContain('<html lang="hi">')
    expect(again.text).toContain(replyTextsIn('hi').paymentAlready('CANCELLED'))
  })

  it('shows an error page instead of changing a decided payment', async () => {
    await post('/api/payments/initiate', initiateBody('POOJA_JS_2'))
    await post('/api/mock-gateway/POOJA_JS_2/outcome', { state: 'CANCELLED' })
    const chosen = await choose('POOJA_JS_2', 'state=COMPLETED')
    expect(chosen.status).toBe(409)
    expect(chosen.text).toContain('Payment is already CANCELLED')
    expect((await call('/gateway/POOJA_NONE')).status).toBe(404)
  })

  it("records the gateway page's choice by the same rule as the JSON outcome route, refusals included", async () => {
    await post('/api/payments/initiate', initiateBody('POOJA_JS_3'))
    const unknownState = await choose('POOJA_JS_3', 'state=PAID')
    expect(unknownState.status).toBe(400)
    expect(unknownState.text).toContain('Invalid request: state')
    expect((await post('/api/mock-gateway/POOJA_JS_3/outcome', { state: 'PAID' })).json()).toMatchObject({
      error: expect.stringMatching(/^Invalid request: state/),
    })
    const unknownPayment = await choose('POOJA_NONE', 'state=COMPLETED')
    expect(unknownPayment.status).toBe(404)
    expect(unknownPayment.text).toContain('Payment not found')
    expect((await choose('POOJA_JS_3', 'state=FAILED')).headers.get('location')).toContain(
      'merchantOrderId=POOJA_JS_3',
    )
    expect((await call('/api/payments/status/POOJA_JS_3')).json()).toMatchObject({ state: 'FAILED' })
  })

  it('answers bad bodies, unknown payments and unpaid orders like the MSW handlers', async () => {
    expect((await post('/api/payments/initiate', { amount: 1 })).status).toBe(400)
    const notJson = await call('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
    expect(notJson.json()).toMatchObject({ success: false })
    expect((await call('/api/payments/status/POOJA_NONE')).json()).toEqual({
      success: false,
      error: 'Payment not found',
    })
    expect((await post('/api/pooja-orders', poojaOrderBody('POOJA_NONE'), await demo())).status).toBe(409)
  })

  it('answers profiles, contact and newsletter', async () => {
    const profile = await call('/api/user-profile/mock-919876543210', { headers: await demo() })
    expect(userProfileReplySchema.parse(profile.json())).toMatchObject({ displayName: 'Ravi Sharma' })
    const contact = await post('/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'other',
      message: 'Namaste',
    })
    expect(acknowledgementReplySchema.parse(contact.json()).message).toBe(
      'Thank you for your message. We will respond within 24 hours.',
    )
    expect((await post('/api/newsletter', { email: 'nope' })).status).toBe(400)
  })

  it('serves India at /geo/1, /geo/2 and /geo/3', async () => {
    expect(geoServiceOneReplySchema.parse((await call('/geo/1')).json())).toEqual({
      country_name: 'India',
      country_code: 'IN',
    })
    expect(geoCountryReplySchema.parse((await call('/geo/2')).json())).toEqual({ country: 'IN' })
    expect(geoCountryReplySchema.parse((await call('/geo/3')).json())).toEqual({ country: 'IN' })
  })

  it('persists to its data file across restarts and never rewrites the seed', async () => {
    await server.restart()
    expect((await call('/api/payments/status/POOJA_JS_1')).json()).toMatchObject({ state: 'COMPLETED' })
    expect(readFileSync(seedFile, 'utf8')).toBe(seedText)
  })
})

describe("only the mock API's rules", () => {
  it.each([
    ['GET', '/poojaOrders'],
    ['GET', '/payments'],
    ['GET', '/db'],
    ['GET', '/profiles/1'],
    ['GET', '/mockServiceWorker.js'],
    ['POST', '/api/pooja'],
  ])('%s %s, no route of the mock API, answers 404 { success: false, error }', async (method, path) => {
    const reply = await call(path, { method })
    expect(reply.status).toBe(404)
    expect(reply.json()).toEqual({ success: false, error: `No mock API route for ${method} ${path}` })
  })

  it('stores nothing posted to a raw collection: POST /poojaOrders is a 404 and lists no order', async () => {
    const reply = await post('/poojaOrders', { ...poojaOrderBody('POOJA_RAW'), _id: 'raw' })
    expect(reply.status).toBe(404)
    expect(reply.json()).toEqual({ success: false, error: 'No mock API route for POST /poojaOrders' })
    const list = poojaOrderListReplySchema.parse(
      (await call('/api/pooja-orders/user/mock-919876543210', { headers: await demo() })).json(),
    )
    expect(list.data!.some((order) => order._id === 'raw')).toBe(false)
  })
})

describe('identity on user data, on json-server', () => {
  it("GET /api/pooja-orders/user/<uid> answers 401 without a token and 403 with another user's token", async () => {
    const orders = '/api/pooja-orders/user/mock-919876543210'
    expect((await call(orders)).status).toBe(401)
    const other = await signedIn(
      jsonClient(() => server.url()),
      '+919812345678',
    )
    expect((await call(orders, { headers: other })).status).toBe(403)
    expect((await call(orders, { headers: await demo() })).status).toBe(200)
  })

  it('keeps mock sign-ins across a restart (they are stored with the data)', async () => {
    const user = await demo()
    await server.restart()
    expect((await call('/api/chadava-orders/user/mock-919876543210', { headers: user })).status).toBe(200)
  })
})
