/**
 * Issue 15 §5: corrupt or foreign values under every key the site reads from browser storage are discarded, and the
 * site works on as if the key were empty. One test per key (src/lib/storage.ts and its users); the QA-only
 * `sankalpMockScenario` key is tested with the client that reads it, in tests/mocks/clientScenarioHeader.test.ts.
 */
import { screen } from '@testing-library/react'
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCachedLocation } from '../../src/app/location/visitorLocationImplementations'
import { createMockAuthGateway, MOCK_SESSION_KEY, MOCK_USER_KEY } from '../../src/auth/mockAuthGateway'
import type { AuthUser } from '../../src/auth/AuthGateway'
import { PAYMENT_DATA_KEY } from '../../src/domain/payment/paymentData'
import { KEPT_BOOKINGS_KEY } from '../../src/domain/payment/keptBookings'
import { MADE_ORDERS_KEY } from '../../src/domain/payment/madeOrders'
import { DETAILS_DRAFT_KEY, detailsDraftOf } from '../../src/domain/payment/detailsDraft'
import { PoojaOrdersPage } from '../../src/features/account/PoojaOrdersPage'
import { readPaymentSource } from '../../src/features/payment/status/paymentStatusImplementations'
import { LOCATION_CACHE_KEY } from '../../src/lib/location'
import { pujaPaymentData } from '../../src/testing/fixtures/paymentStatusData'
import { DEMO_USER, renderWithAuth, storeMockSignIn } from '../features/signIn/authTestKit'

const RUNS = 300

/** Each key's valid value, stored under the other keys as a foreign value. */
const validValues = {
  [LOCATION_CACHE_KEY]: { data: { country: 'India', countryCode: 'IN', flag: '🇮🇳' }, timestamp: Date.now() },
  [MOCK_USER_KEY]: { uid: 'mock-919812345678', phoneNumber: '+919812345678', displayName: 'Ravi Kumar' },
  [MOCK_SESSION_KEY]: { uid: 'mock-919812345678', idToken: 'id-token', refreshToken: 'refresh-token' },
  [PAYMENT_DATA_KEY]: pujaPaymentData,
  [KEPT_BOOKINGS_KEY]: [{ keptAt: Date.now(), data: pujaPaymentData }],
  [MADE_ORDERS_KEY]: [
    { merchantOrderId: pujaPaymentData.merchantOrderId, orderId: '6741a0c2e9b1f3a4c5d6e7f8' },
  ],
  [DETAILS_DRAFT_KEY]: {
    merchantOrderId: pujaPaymentData.merchantOrderId,
    details: { fullName: 'Ravi Kumar', gotra: 'Kashyap', address: '', city: '', state: '', pincode: '' },
  },
}
type Key = keyof typeof validValues

/**
 * What another program, an old version of the site or a broken write may leave under `key`: text that is not JSON,
 * JSON of any shape, markup, the other keys' values, and the key's own value with a field of the wrong type.
 */
function corruptValue(key: Key): fc.Arbitrary<string> {
  const valid: unknown = validValues[key]
  // A list's entries are what its fields are in.
  const own = (Array.isArray(valid) ? valid[0] : valid) as Record<string, unknown>
  const asStored = (entry: Record<string, unknown>) => JSON.stringify(Array.isArray(valid) ? [entry] : entry)
  const foreign = Object.entries(validValues)
    .filter(([other]) => other !== key)
    .map(([, other]) => JSON.stringify(other))
  // Every field of the key's own value given the wrong type; and each field dropped, where every field is required.
  const broken = Object.keys(own).flatMap((field) => [
    asStored({ ...own, [field]: [42] }),
    asStored({ ...own, [field]: { html: '<img src=x onerror=alert(1)>' } }),
    ...(key === PAYMENT_DATA_KEY ? [] : [asStored({ ...own, [field]: undefined })]),
  ])
  return fc.oneof(
    fc.string(),
    // Any JSON, but none that names the fields of a stored value (which could, very rarely, be valid by chance).
    fc
      .jsonValue()
      .map((value) => JSON.stringify(value) ?? 'null')
      .filter((raw) => !/"(uid|data|merchantOrderId)"/.test(raw)),
    fc.constantFrom(
      '{',
      'undefined',
      'NaN',
      '[]',
      'null',
      '""',
      '<img src=x onerror=alert(1)>',
      '{"__proto__":{"uid":"x"}}',
    ),
    fc.constantFrom(...foreign, ...broken),
  )
}

const firstUserReport = (gateway: ReturnType<typeof createMockAuthGateway>) =>
  new Promise<AuthUser | null>((resolve) => {
    const stop = gateway.onUserChanged((user) => {
      stop()
      resolve(user)
    })
  })

describe('a corrupt or foreign value in storage is discarded and the site works on', () => {
  it(`${LOCATION_CACHE_KEY} (localStorage): not used as the location, and removed, so the services are asked`, () => {
    fc.assert(
      fc.property(corruptValue(LOCATION_CACHE_KEY), (raw) => {
        localStorage.setItem(LOCATION_CACHE_KEY, raw)
        expect(readCachedLocation()).toBeNull()
        expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull()
      }),
      { numRuns: RUNS },
    )
  })

  it(`${MOCK_USER_KEY} (localStorage): nobody is signed in, and the page offers sign-in`, async () => {
    await fc.assert(
      fc.asyncProperty(corruptValue(MOCK_USER_KEY), async (raw) => {
        localStorage.setItem(MOCK_USER_KEY, raw)
        const gateway = createMockAuthGateway({ delayMs: 0 })
        expect(await firstUserReport(gateway)).toBeNull()
        expect(await gateway.idToken(false)).toBeNull()
      }),
      { numRuns: RUNS },
    )
    localStorage.setItem(MOCK_USER_KEY, '{"uid":42}')
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
  })

  it(`${MOCK_SESSION_KEY} (localStorage): no token is sent from it and no refresh is tried with it`, async () => {
    await fc.assert(
      fc.asyncProperty(corruptValue(MOCK_SESSION_KEY), async (raw) => {
        localStorage.setItem(MOCK_USER_KEY, JSON.stringify(validValues[MOCK_USER_KEY]))
        localStorage.setItem(MOCK_SESSION_KEY, raw)
        const refreshed: string[] = []
        const gateway = createMockAuthGateway({
          delayMs: 0,
          identity: {
            startSession: async () => ({ uid: '', idToken: '', refreshToken: '' }),
            refreshIdToken: async (token) => {
              refreshed.push(token)
              return 'fresh'
            },
          },
        })
        expect(await gateway.idToken(false)).toBeNull()
        expect(await gateway.idToken(true)).toBeNull()
        expect(refreshed).toEqual([])
      }),
      { numRuns: RUNS },
    )
    // On a page: the orders call has no token to send, so the session is over and sign-in is offered.
    storeMockSignIn(DEMO_USER)
    localStorage.setItem(MOCK_SESSION_KEY, '{"uid":"","idToken":null}')
    renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders' })
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
  })

  it(`${PAYMENT_DATA_KEY} (sessionStorage): read as invalid (SPEC §4's 'Error' screen), never as a payment`, () => {
    fc.assert(
      fc.property(corruptValue(PAYMENT_DATA_KEY), (raw) => {
        sessionStorage.setItem(PAYMENT_DATA_KEY, raw)
        expect(readPaymentSource(null, '?merchantOrderId=POOJA_1_ABC')).toEqual({ kind: 'invalid' })
      }),
      { numRuns: RUNS },
    )
  })

  it(`${KEPT_BOOKINGS_KEY} (localStorage): no booking is kept, so the status page knows only the URL's payment`, () => {
    const { merchantOrderId } = pujaPaymentData
    fc.assert(
      fc.property(corruptValue(KEPT_BOOKINGS_KEY), (raw) => {
        sessionStorage.clear()
        localStorage.setItem(KEPT_BOOKINGS_KEY, raw)
        expect(readPaymentSource(null, `?merchantOrderId=${merchantOrderId}`)).toEqual({
          kind: 'query',
          merchantOrderId,
        })
      }),
      { numRuns: RUNS },
    )
  })

  it(`${MADE_ORDERS_KEY} (localStorage): no order is said to be made, so a paid payment says its booking is missing`, () => {
    const { merchantOrderId } = pujaPaymentData
    fc.assert(
      fc.property(corruptValue(MADE_ORDERS_KEY), (raw) => {
        sessionStorage.clear()
        localStorage.clear()
        localStorage.setItem(MADE_ORDERS_KEY, raw)
        expect(readPaymentSource(null, `?merchantOrderId=${merchantOrderId}`)).toEqual({
          kind: 'query',
          merchantOrderId,
        })
      }),
      { numRuns: RUNS },
    )
  })

  it(`${DETAILS_DRAFT_KEY} (sessionStorage): 'Complete Your Booking' shows nothing typed`, () => {
    fc.assert(
      fc.property(corruptValue(DETAILS_DRAFT_KEY), (raw) => {
        sessionStorage.clear()
        sessionStorage.setItem(DETAILS_DRAFT_KEY, raw)
        expect(detailsDraftOf(pujaPaymentData.merchantOrderId)).toBeNull()
      }),
      { numRuns: RUNS },
    )
  })
})
