import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../src/app/AppProviders'
import { rememberSession } from '../../src/auth/sessionHint'
import { keepBooking, keptBooking } from '../../src/domain/payment/keptBookings'
import { pujaPaymentData } from '../../src/testing/fixtures/paymentStatusData'
import { useAuth } from '../../src/auth/AuthProvider'
import { DEMO_USER, storeMockSignIn } from '../features/signIn/authTestKit'
import { renderPage } from '../render'

function SignedInAs() {
  return <p>{useAuth().user?.phoneNumber ?? 'Signed out'}</p>
}

/** The app's providers, with the mock sign-in provider, over a booking this browser kept. */
function renderAppKeepingABooking() {
  vi.stubEnv('VITE_AUTH', 'mock')
  keepBooking(pujaPaymentData)
  renderPage(
    <AppProviders>
      <SignedInAs />
    </AppProviders>,
  )
}

describe('the app when a session ends', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('forgets the bookings this browser kept when the session it held has expired', async () => {
    rememberSession(true)
    renderAppKeepingABooking()
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    await waitFor(() => expect(keptBooking(pujaPaymentData.merchantOrderId)).toBeNull())
  })

  it('keeps them while the session it holds is restored', async () => {
    storeMockSignIn(DEMO_USER)
    renderAppKeepingABooking()
    expect(await screen.findByText('+919876543210')).toBeInTheDocument()
    // Time for a forgetting, which loads its module first, to have happened.
    await new Promise((done) => setTimeout(done, 200))
    expect(keptBooking(pujaPaymentData.merchantOrderId)).toEqual(pujaPaymentData)
  })
})
