/**
 * `npm run test:contract -- --api <base URL>`: checks a running backend against the API contract with real HTTP
 * requests: every reply parses with the client's schemas, bad bodies get 400 with a message, an order is created once
 * per payment and only for a COMPLETED one with the payment's amount, one order reads back with its status history to
 * its owner only, and user data needs its user's ID token.
 *
 * Two users sign in through the mock identity provider (POST /api/mock-auth/session) and payments are completed through
 * the mock gateway (POST /api/mock-gateway/{id}/outcome). A real backend serves neither: give it two users with
 * `--user <uid>=<ID token>` (twice) and a test hook that completes payments the same way.
 */
import { parseArgs } from 'node:util'
import type { z } from 'zod/mini'
import { en } from 'zod/locales'
import { CONSULTATION_PRICES, consultationPack } from '../../src/api/contract/consultations'
import { pathOf, type EndpointId } from '../../src/api/paths'
import {
  chadavaListReplySchema,
  chadavaOrderCreateReplySchema,
  chadavaOrderListReplySchema,
  errorReplySchema,
  horoscopeOrderCreateReplySchema,
  MOCK_SIGN_IN_CODE,
  mockSessionReplySchema,
  paymentInitiateReplySchema,
  paymentStatusReplySchema,
  poojaOrderCreateReplySchema,
  poojaOrderListReplySchema,
  poojaOrderReplySchema,
  pujaListReplySchema,
  transactionReplySchema,
  userProfileReplySchema,
} from '../../src/api/schemas'

const { values } = parseArgs({
  options: { api: { type: 'string' }, user: { type: 'string', multiple: true } },
})
if (!values.api) {
  console.error(
    'Usage: npm run test:contract -- --api <base URL> [--user <uid>=<ID token> --user <uid>=<ID token>]',
  )
  process.exit(2)
}
const base = values.api.replace(/\/$/, '')

interface Reply {
  status: number
  body: unknown
}

interface User {
  uid: string
  headers: Record<string, string>
}

async function send(method: 'GET' | 'POST', path: string, body?: unknown, user?: User): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...user?.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: kept as text, and any schema check fails on it.
  }
  return { status: response.status, body: parsed }
}

const get = (id: EndpointId, params: Record<string, string> = {}, user?: User) =>
  send('GET', pathOf(id, params), undefined, user)
const post = (id: EndpointId, body: unknown, user?: User, params: Record<string, string> = {}) =>
  send('POST', pathOf(id, params), body, user)

class ContractBroken extends Error {}

function expectStatus(reply: Reply, ...statuses: number[]): void {
  if (!statuses.includes(reply.status))
    throw new ContractBroken(
      `status ${reply.status}, expected ${statuses.join(' or ')}: ${JSON.stringify(reply.body)}`,
    )
}

/** zod's English messages (zod/mini has none of its own), to say why a reply does not parse. */
const inEnglish = { error: en().localeError }

function parsed<S extends z.ZodMiniType>(schema: S, reply: Reply): z.output<S> {
  const result = schema.safeParse(reply.body, inEnglish)
  if (!result.success)
    throw new ContractBroken(
      `reply does not parse: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return result.data
}

/** An error reply: the status, and `{ success: false, error: <message> }`. */
function expectError(reply: Reply, ...statuses: number[]): void {
  expectStatus(reply, ...statuses)
  parsed(errorReplySchema, reply)
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new ContractBroken(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
}

const checks: { name: string; run: () => Promise<void> }[] = []
const check = (name: string, run: () => Promise<void>) => checks.push({ name, run })

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase()
let sequence = 0
const newMerchantOrderId = () => `CONTRACT_${run}_${(sequence += 1)}`

async function signIn(phoneNumber: string): Promise<User> {
  const session = parsed(
    mockSessionReplySchema,
    await post('mockSession', { phoneNumber, code: MOCK_SIGN_IN_CODE }),
  )
  return { uid: session.uid, headers: { Authorization: `Bearer ${session.idToken}` } }
}

async function users(): Promise<[User, User]> {
  if (values.user?.length === 2) {
    const [a, b] = values.user.map((entry) => {
      const [uid, token] = entry.split('=')
      return { uid: uid!, headers: { Authorization: `Bearer ${token}` } }
    })
    return [a!, b!]
  }
  return [await signIn('+919876543210'), await signIn('+919812345678')]
}

const [owner, other] = await users()

/** The first item of a catalogue list: the orders below book it, at the catalogue's price. */
function firstOf<T>(items: readonly T[] | undefined, what: string): T {
  const item = items?.[0]
  if (!item) throw new ContractBroken(`the catalogue has no ${what}`)
  return item
}
const paise = (rupees: number) => Math.round(rupees * 100)
const puja = firstOf(parsed(pujaListReplySchema, await get('pujas')).data, 'puja')
const pujaPackage = firstOf(puja.pujaPackages, 'puja package')
const chadava = firstOf(parsed(chadavaListReplySchema, await get('chadavas')).data, 'chadava')
const offering = firstOf(chadava.availableOfferings, 'offering')
/** What each kind of order costs, in paise: the package, the one offering, the 10-minute consultation. */
const price = {
  pooja: paise(pujaPackage.price),
  chadava: paise(offering.price),
  horoscope: paise(CONSULTATION_PRICES['10']),
}

const paymentRequest = (merchantOrderId: string, amount: number) => ({
  amount,
  redirectUrl: 'http://localhost:5173/payment/success',
  merchantOrderId,
  customerId: owner.uid,
  customerName: 'Contract Test',
  customerPhone: '+919876543210',
})

/** A payment of `amount` paise, started by a guest or by `payer`, ended with `state` on the mock gateway (unless PENDING). */
async function payment(
  amount: number,
  state: 'COMPLETED' | 'FAILED' | 'PENDING',
  payer?: User,
): Promise<string> {
  const merchantOrderId = newMerchantOrderId()
  const initiated = await post('paymentInitiate', paymentRequest(merchantOrderId, amount), payer)
  expectStatus(initiated, 200)
  if (!parsed(paymentInitiateReplySchema, initiated).redirectUrl) throw new ContractBroken('no redirectUrl')
  if (state !== 'PENDING')
    expectStatus(await post('gatewayOutcome', { state }, undefined, { merchantOrderId }), 200)
  return merchantOrderId
}

const orderIdentity = (merchantOrderId: string, uid = owner.uid) => ({
  fullName: 'Contract Test',
  email: 'contract@example.com',
  phone: '+919876543210',
  gotra: 'Kashyap',
  amount: 1,
  scheduledDate: '2026-01-01T13:00:00.000Z',
  specialInstructions: '',
  paymentMethod: 'PhonePe',
  uid,
  orderStatus: 'processing',
  merchantOrderId,
})
const poojaOrder = (merchantOrderId: string, uid?: string) => ({
  ...orderIdentity(merchantOrderId, uid),
  poojaName: puja.title,
  poojaId: puja._id,
  selectedPackage: pujaPackage.packageName,
})
const chadavaOrder = (merchantOrderId: string) => ({
  ...orderIdentity(merchantOrderId),
  chadavaName: chadava.name,
  chadavaId: chadava._id,
  selectedOfferings: [{ name: offering.name, description: offering.description, price: offering.price }],
})
const horoscopeOrder = (merchantOrderId: string) => ({
  fullName: 'Contract Test',
  email: 'contract@example.com',
  phone: '+919876543210',
  datetime: '2026-01-01T10:00:00.000Z',
  selectedPack: consultationPack('10'),
  amount: 1,
  merchantOrderId,
})

/** The owner's pooja orders, as the list answers them. */
async function poojaOrders() {
  return parsed(poojaOrderListReplySchema, await get('poojaOrderList', { uid: owner.uid }, owner)).data ?? []
}

check('GET /api/pooja and /api/chadava answer lists that parse', async () => {
  expectEqual(parsed(pujaListReplySchema, await get('pujas')).success, true, 'pujas success')
  expectEqual(parsed(chadavaListReplySchema, await get('chadavas')).success, true, 'chadavas success')
})

const devotee = { name: 'Contract Test', relation: 'self', gotra: 'Kashyap' }
const spouse = { name: 'Contract Spouse', relation: 'spouse', gotra: 'Kashyap' }
const withNames = (sankalpNames: unknown) => ({ ...poojaOrder('CONTRACT_BAD'), sankalpNames })

const badBodies: [EndpointId, unknown, User?][] = [
  ['paymentInitiate', { amount: -1 }],
  ['poojaOrderCreate', { merchantOrderId: 'CONTRACT_BAD' }, owner],
  ['poojaOrderCreate', withNames([]), owner],
  ['poojaOrderCreate', withNames([spouse]), owner],
  ['poojaOrderCreate', withNames([devotee, { ...spouse, name: '  ' }]), owner],
  ['poojaOrderCreate', withNames([devotee, { ...spouse, gotra: '' }]), owner],
  ['poojaOrderCreate', withNames([devotee, { ...spouse, relation: 'cousin' }]), owner],
  ['poojaOrderCreate', withNames([devotee, devotee]), owner],
  ['poojaOrderCreate', withNames([devotee, ...Array.from({ length: 10 }, () => spouse)]), owner],
  ['chadavaOrderCreate', { ...chadavaOrder('CONTRACT_BAD'), selectedOfferings: [] }, owner],
  ['horoscopeOrderCreate', { merchantOrderId: 'CONTRACT_BAD' }],
  ['profileUpsert', { uid: owner.uid, accountCreated: '1 Jan 2026' }, owner],
  [
    'profileUpsert',
    {
      uid: owner.uid,
      displayName: 'Contract',
      phoneNumber: '+919876543210',
      emailAddress: 'Not set',
      accountCreated: '2026-01-01',
      familyMembers: [devotee],
    },
    owner,
  ],
  ['contact', { name: 'A', email: 'not-an-email', subject: 'other', message: 'Hi' }],
  ['newsletter', { email: 'nope' }],
  ['paymentInitiate', '{not json'],
]
for (const [id, body, user] of badBodies) {
  check(
    `${id}: a bad body (${typeof body === 'string' ? 'not JSON' : JSON.stringify(body).slice(-60)}) is 400 with a message`,
    async () => expectError(await post(id, body, user), 400),
  )
}

check(
  'payment status: a new payment is PENDING with its amount in paise; an unknown one is 404',
  async () => {
    const merchantOrderId = await payment(price.pooja, 'PENDING')
    const status = parsed(paymentStatusReplySchema, await get('paymentStatus', { merchantOrderId }))
    expectEqual([status.state, status.amount], ['PENDING', price.pooja], 'state and amount')
    expectError(await get('paymentStatus', { merchantOrderId: newMerchantOrderId() }), 404)
  },
)

check('transaction details parse for a completed payment', async () => {
  const merchantOrderId = await payment(price.horoscope, 'COMPLETED')
  const status = parsed(paymentStatusReplySchema, await get('paymentStatus', { merchantOrderId }))
  const transactionId = status.transactionId ?? status.paymentDetails?.[0]?.transactionId ?? merchantOrderId
  expectEqual(
    parsed(transactionReplySchema, await get('transaction', { transactionId })).success,
    true,
    'success',
  )
})

check('unpaid payments create no order: PENDING and FAILED are refused and nothing is listed', async () => {
  const before = (await poojaOrders()).length
  for (const state of ['PENDING', 'FAILED'] as const) {
    const merchantOrderId = await payment(price.pooja, state)
    expectError(await post('poojaOrderCreate', poojaOrder(merchantOrderId), owner), 409)
  }
  expectError(await post('poojaOrderCreate', poojaOrder(newMerchantOrderId()), owner), 409)
  expectEqual((await poojaOrders()).length, before, 'orders listed after the refused ones')
})

check('an order costing more than its payment is refused, of every kind, and nothing is listed', async () => {
  const before = (await poojaOrders()).length
  const cheaper = (paid: number) => payment(paid - 100, 'COMPLETED')
  expectError(await post('poojaOrderCreate', poojaOrder(await cheaper(price.pooja)), owner), 409)
  expectError(await post('chadavaOrderCreate', chadavaOrder(await cheaper(price.chadava)), owner), 409)
  expectError(await post('horoscopeOrderCreate', horoscopeOrder(await cheaper(price.horoscope))), 409)
  expectEqual((await poojaOrders()).length, before, 'orders listed after the refused ones')
})

check('a package, offering or pack that is not sold is refused, however much was paid', async () => {
  const before = (await poojaOrders()).length
  const paid = () => payment(price.pooja + price.chadava + price.horoscope, 'COMPLETED')
  const royal = { ...poojaOrder(await paid()), selectedPackage: 'Not A Package' }
  expectError(await post('poojaOrderCreate', royal, owner), 409)
  const crown = { name: 'Not An Offering', description: '', price: 1 }
  const unknownOffering = { ...chadavaOrder(await paid()), selectedOfferings: [crown] }
  expectError(await post('chadavaOrderCreate', unknownOffering, owner), 409)
  const longPack = { ...horoscopeOrder(await paid()), selectedPack: '90 Minutes Consultation' }
  expectError(await post('horoscopeOrderCreate', longPack), 409)
  expectEqual((await poojaOrders()).length, before, 'orders listed after the refused ones')
})

check(
  'the same pooja order twice creates one, with the amount of the payment record (not the request)',
  async () => {
    const merchantOrderId = await payment(price.pooja, 'COMPLETED')
    const first = await post('poojaOrderCreate', poojaOrder(merchantOrderId), owner)
    expectStatus(first, 200, 201)
    const again = await post('poojaOrderCreate', poojaOrder(merchantOrderId), owner)
    expectStatus(again, 200, 201)
    const id = parsed(poojaOrderCreateReplySchema, first).orderId
    expectEqual(
      parsed(poojaOrderCreateReplySchema, again).orderId,
      id,
      'the second reply names the first order',
    )
    const listed = (await poojaOrders()).filter((order) => order._id === id)
    expectEqual(
      listed.map((order) => [order._id, order.amount]),
      [[id, pujaPackage.price]],
      'listed orders (id, rupees)',
    )
  },
)

check("a pooja order's sankalp names (the devotee, then family) are listed back as sent", async () => {
  const sankalpNames = [
    devotee,
    spouse,
    { name: 'Contract Son', relation: 'son', gotra: 'Kashyap' },
    { name: 'Contract Mother', relation: 'mother', gotra: 'Bharadwaj' },
  ]
  const merchantOrderId = await payment(price.pooja, 'COMPLETED')
  const reply = await post('poojaOrderCreate', { ...poojaOrder(merchantOrderId), sankalpNames }, owner)
  expectStatus(reply, 201)
  const id = parsed(poojaOrderCreateReplySchema, reply).orderId
  const listed = (await poojaOrders()).find((order) => order._id === id)
  expectEqual(listed?.sankalpNames, sankalpNames, 'listed sankalp names')
})

check('the same chadava order twice creates one, with the payment amount', async () => {
  const merchantOrderId = await payment(price.chadava, 'COMPLETED')
  const first = parsed(
    chadavaOrderCreateReplySchema,
    await post('chadavaOrderCreate', chadavaOrder(merchantOrderId), owner),
  )
  const again = parsed(
    chadavaOrderCreateReplySchema,
    await post('chadavaOrderCreate', chadavaOrder(merchantOrderId), owner),
  )
  expectEqual(again.data?._id, first.data?._id, 'the second reply names the first order')
  const list = parsed(chadavaOrderListReplySchema, await get('chadavaOrderList', { uid: owner.uid }, owner))
  const listed = (list.data ?? []).filter((order) => order._id === first.data?._id)
  expectEqual(
    listed.map((order) => order.amount),
    [offering.price],
    'listed amounts (rupees)',
  )
})

check('the same horoscope order twice creates one; an unpaid one is refused', async () => {
  const merchantOrderId = await payment(price.horoscope, 'COMPLETED')
  const first = parsed(
    horoscopeOrderCreateReplySchema,
    await post('horoscopeOrderCreate', horoscopeOrder(merchantOrderId)),
  )
  const again = parsed(
    horoscopeOrderCreateReplySchema,
    await post('horoscopeOrderCreate', horoscopeOrder(merchantOrderId)),
  )
  expectEqual(again.data?._id, first.data?._id, 'the second reply names the first order')
  expectError(
    await post('horoscopeOrderCreate', horoscopeOrder(await payment(price.horoscope, 'PENDING'))),
    409,
  )
})

check('user data without a token, or with a bad one, is 401', async () => {
  const noToken = { uid: owner.uid, headers: {} }
  const badToken = { uid: owner.uid, headers: { Authorization: `Bearer ${owner.uid}` } }
  for (const user of [noToken, badToken]) {
    expectError(await get('poojaOrderList', { uid: owner.uid }, user), 401)
    expectError(await get('chadavaOrderList', { uid: owner.uid }, user), 401)
    expectError(await get('profileGet', { uid: owner.uid }, user), 401, 404)
    expectError(await post('poojaOrderCreate', poojaOrder(newMerchantOrderId()), user), 401)
  }
  expectError(await post('paymentInitiate', paymentRequest(newMerchantOrderId(), price.pooja), badToken), 401)
})

check("another user's token reads and writes none of the owner's data (403 or 404)", async () => {
  expectError(await get('poojaOrderList', { uid: owner.uid }, other), 403, 404)
  expectError(await get('chadavaOrderList', { uid: owner.uid }, other), 403, 404)
  expectError(await get('profileGet', { uid: owner.uid }, other), 403, 404)
  const before = (await poojaOrders()).length
  expectError(
    await post('poojaOrderCreate', poojaOrder(await payment(price.pooja, 'COMPLETED')), other),
    403,
    404,
  )
  expectEqual((await poojaOrders()).length, before, "orders listed after one asked with another user's token")
  const profile = {
    uid: owner.uid,
    displayName: 'X',
    phoneNumber: '+91',
    emailAddress: 'Not set',
    accountCreated: '2026-01-01',
  }
  expectError(await post('profileUpsert', profile, other), 403, 404)
})

check(
  "one order: the owner reads it with its status history; another user's token, or another's id, never",
  async () => {
    const merchantOrderId = await payment(price.pooja, 'COMPLETED')
    const orderId = parsed(
      poojaOrderCreateReplySchema,
      await post('poojaOrderCreate', poojaOrder(merchantOrderId), owner),
    ).orderId
    if (!orderId) throw new Error('the created order has no id')
    const order = parsed(
      poojaOrderReplySchema,
      await get('poojaOrder', { uid: owner.uid, orderId }, owner),
    ).data
    expectEqual(order?._id, orderId, 'the order read back')
    const first = order?.statusHistory?.events[0]
    expectEqual(
      first?.step === 'booked' ? [first.step, first.paymentReference] : first,
      ['booked', merchantOrderId],
      'the first step (booked, with the payment reference)',
    )
    expectError(await get('poojaOrder', { uid: owner.uid, orderId }, other), 403, 404)
    expectError(await get('poojaOrder', { uid: other.uid, orderId }, other), 404)
    expectError(await get('poojaOrder', { uid: owner.uid, orderId: 'no-such-order' }, owner), 404)
    expectError(await get('chadavaOrder', { uid: owner.uid, orderId }, owner), 404)
    const noToken = { uid: owner.uid, headers: {} }
    expectError(await get('poojaOrder', { uid: owner.uid, orderId }, noToken), 401)
  },
)

check(
  "a payment started with a user's token books that user's order only, and answers no other user",
  async () => {
    const othersOrders = async () =>
      (parsed(poojaOrderListReplySchema, await get('poojaOrderList', { uid: other.uid }, other)).data ?? [])
        .length
    const before = await othersOrders()
    const merchantOrderId = await payment(price.pooja, 'COMPLETED', owner)
    expectError(await post('poojaOrderCreate', poojaOrder(merchantOrderId, other.uid), other), 403)
    expectStatus(await post('poojaOrderCreate', poojaOrder(merchantOrderId), owner), 201)
    expectError(await post('poojaOrderCreate', poojaOrder(merchantOrderId, other.uid), other), 403)
    expectEqual(await othersOrders(), before, "another user's orders after asking for the payer's")
  },
)

check("the user's own token reads their orders and profile, which parse", async () => {
  parsed(poojaOrderListReplySchema, await get('poojaOrderList', { uid: owner.uid }, owner))
  parsed(chadavaOrderListReplySchema, await get('chadavaOrderList', { uid: owner.uid }, owner))
  const profile = {
    uid: owner.uid,
    displayName: 'Contract',
    phoneNumber: '+919876543210',
    emailAddress: 'Not set',
    accountCreated: '2026-01-01',
  }
  expectStatus(await post('profileUpsert', profile, owner), 200)
  parsed(userProfileReplySchema, await get('profileGet', { uid: owner.uid }, owner))
  const familyMembers = [spouse]
  expectStatus(await post('profileUpsert', { ...profile, familyMembers }, owner), 200)
  expectEqual(
    parsed(userProfileReplySchema, await get('profileGet', { uid: owner.uid }, owner)).familyMembers,
    familyMembers,
    'the saved family read back',
  )
})

const started = performance.now()
let failed = 0
for (const { name, run: runCheck } of checks) {
  const at = performance.now()
  try {
    await runCheck()
    console.info(`  ✓ ${name} (${Math.round(performance.now() - at)} ms)`)
  } catch (error) {
    failed += 1
    console.info(`  ✗ ${name}\n      ${error instanceof Error ? error.message : String(error)}`)
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.info(
  `\nContract against ${base}: ${checks.length} checks, ${checks.length - failed} passed, ${failed} failed in ${seconds} s`,
)
process.exitCode = failed > 0 ? 1 : 0
