import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { bookingsAwaitingOrder, keepBooking, keptBooking } from '../../../src/domain/payment/keptBookings'
import type { PaymentData } from '../../../src/domain/payment/paymentData'
import type { StartPaymentDeps } from '../../../src/features/payment'
import { createPaymentStatusImplementations } from '../../../src/features/payment/status/paymentStatusImplementations'
import { testCredentials, TEST_ID_TOKEN } from '../../../src/testing/fixtures/credentials'
import { horoscopePaymentData, pujaPaymentData } from '../../../src/testing/fixtures/paymentStatusData'

const GATEWAY = 'https://gateway.example'

/** Pays `data` again from the status page; answers the new payment's start (its request and options). */
async function payAgain(data: PaymentData) {
  const initiate = vi.fn<NonNullable<StartPaymentDeps['initiate']>>(async () => `${GATEWAY}/pay`)
  const { actors = {} } = createPaymentStatusImplementations({
    routeState: null,
    search: '',
    credentials: testCredentials,
    initiate,
    policy: { gatewayOrigins: [GATEWAY], siteOrigin: 'https://sankalp.example', allowSiteOrigin: false },
    siteOrigin: 'https://sankalp.example',
  })
  await toPromise(createActor(actors.restartPayment!, { input: { data } }).start())
  return initiate.mock.calls[0]!
}

async function tokenOfPayingAgain(data: PaymentData): Promise<string | null | undefined> {
  const [, options] = await payAgain(data)
  return options.credentials?.idToken(false)
}

describe('paying a booking again from the status page', () => {
  it('starts a puja bound to its account with that account’s token, so only its orders may use the payment', async () => {
    expect(await tokenOfPayingAgain({ ...pujaPaymentData, uid: 'mock-919876543210' })).toBe(TEST_ID_TOKEN)
  })

  it('starts a consultation, which names no account, without a token', async () => {
    expect(await tokenOfPayingAgain(horoscopePaymentData)).toBeUndefined()
  })

  it('keeps the new attempt and forgets the failed one, which no longer awaits an order to be paid again', async () => {
    const failed = { ...pujaPaymentData, uid: 'mock-919876543210' }
    keepBooking(failed)
    expect(bookingsAwaitingOrder('puja', failed.uid)).toHaveLength(1)
    const [request] = await payAgain(failed)
    expect(keptBooking(failed.merchantOrderId)).toBeNull()
    expect(bookingsAwaitingOrder('puja', failed.uid)).toEqual([
      { merchantOrderId: request.merchantOrderId, title: failed.pujaDetails!.title },
    ])
  })
})
