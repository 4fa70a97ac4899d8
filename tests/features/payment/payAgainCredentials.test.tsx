import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { PaymentData } from '../../../src/domain/payment/paymentData'
import type { StartPaymentDeps } from '../../../src/features/payment'
import { createPaymentStatusImplementations } from '../../../src/features/payment/status/paymentStatusImplementations'
import { testCredentials, TEST_ID_TOKEN } from '../../../src/testing/fixtures/credentials'
import { horoscopePaymentData, pujaPaymentData } from '../../../src/testing/fixtures/paymentStatusData'

const GATEWAY = 'https://gateway.example'

/** Pays `data` again from the status page; answers the ID token the new payment was started with, if any. */
async function tokenOfPayingAgain(data: PaymentData): Promise<string | null | undefined> {
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
  return initiate.mock.calls[0]![1].credentials?.idToken(false)
}

describe('paying a booking again from the status page', () => {
  it('starts a puja bound to its account with that account’s token, so only its orders may use the payment', async () => {
    expect(await tokenOfPayingAgain({ ...pujaPaymentData, uid: 'mock-919876543210' })).toBe(TEST_ID_TOKEN)
  })

  it('starts a consultation, which names no account, without a token', async () => {
    expect(await tokenOfPayingAgain(horoscopePaymentData)).toBeUndefined()
  })
})
