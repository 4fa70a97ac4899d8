import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import type { AuthGateway } from '../../../src/auth/AuthGateway'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { createBookingImplementations } from '../../../src/features/booking/bookingImplementations'
import type { StartPaymentDeps } from '../../../src/features/payment'
import { pujaOrder, signedInUser, validPersonalDetails } from '../../../src/testing/fixtures/bookingOrders'

const GATEWAY = 'https://gateway.example'

describe('the booking’s payment start', () => {
  it('is sent with the signed-in payer’s ID token, so the backend books its orders for them alone', async () => {
    const gateway: AuthGateway = {
      ...createMockAuthGateway({ delayMs: 1 }),
      idToken: async () => 'token-of-asha',
    }
    const initiate = vi.fn<NonNullable<StartPaymentDeps['initiate']>>(async () => `${GATEWAY}/pay`)
    const { actors = {} } = createBookingImplementations({
      gateway: async () => gateway,
      initiate,
      policy: { gatewayOrigins: [GATEWAY], siteOrigin: 'https://sankalp.example', allowSiteOrigin: false },
      siteOrigin: 'https://sankalp.example',
    })
    const payment: PaymentOrder = {
      order: pujaOrder,
      contact: { name: 'Asha Verma', whatsappNumber: '9876543210' },
      personalDetails: validPersonalDetails,
      familyMembers: [],
      user: signedInUser,
    }
    await toPromise(createActor(actors.initiatePayment!, { input: payment }).start())

    const credentials = initiate.mock.calls[0]![1].credentials
    expect(await credentials?.idToken(false)).toBe('token-of-asha')
  })
})
