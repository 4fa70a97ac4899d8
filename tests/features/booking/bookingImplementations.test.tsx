import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { PaymentOrder } from '../../../machines/bookingSetup'
import type { AuthGateway, AuthUser } from '../../../src/auth/AuthGateway'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { createBookingImplementations } from '../../../src/features/booking/bookingImplementations'
import type { StartPaymentDeps } from '../../../src/features/payment'
import { pujaOrder, signedInUser, validPersonalDetails } from '../../../src/testing/fixtures/bookingOrders'

const GATEWAY = 'https://gateway.example'

const payment: PaymentOrder = {
  order: pujaOrder,
  contact: { name: 'Asha Verma', whatsappNumber: '9876543210' },
  personalDetails: validPersonalDetails,
  familyMembers: [],
  user: signedInUser,
}

/** Starts the booking's payment with `signedInNow` signed in on the provider; answers the gateway call, if made. */
async function startBookingPayment(signedInNow: AuthUser | null) {
  const gateway: AuthGateway = {
    ...createMockAuthGateway({ delayMs: 1 }),
    idToken: async () => (signedInNow ? `token-of-${signedInNow.uid}` : null),
    onUserChanged: (listener) => {
      listener(signedInNow)
      return () => {}
    },
  }
  const initiate = vi.fn<NonNullable<StartPaymentDeps['initiate']>>(async () => `${GATEWAY}/pay`)
  const { actors = {} } = createBookingImplementations({
    gateway: async () => gateway,
    initiate,
    policy: { gatewayOrigins: [GATEWAY], siteOrigin: 'https://sankalp.example', allowSiteOrigin: false },
    siteOrigin: 'https://sankalp.example',
  })
  const started = toPromise(createActor(actors.initiatePayment!, { input: payment }).start())
  return { started, initiate }
}

describe('the booking’s payment start', () => {
  it('is sent with the signed-in payer’s ID token, so the backend books its orders for them alone', async () => {
    const { started, initiate } = await startBookingPayment(signedInUser)
    await started
    const credentials = initiate.mock.calls[0]![1].credentials
    expect(await credentials?.idToken(false)).toBe(`token-of-${signedInUser.uid}`)
  })

  it.each([
    ['another account signed in since, in another tab', { ...signedInUser, uid: 'mock-919811122233' }],
    ['nobody signed in any more', null],
  ])('is refused with the sign-in message, and never sent, with %s', async (_, signedInNow) => {
    const { started, initiate } = await startBookingPayment(signedInNow)
    await expect(started).rejects.toThrow(
      'Authentication required for pooja orders. Please sign in to continue.',
    )
    expect(initiate).not.toHaveBeenCalled()
  })
})
