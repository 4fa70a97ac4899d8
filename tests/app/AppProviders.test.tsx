import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../src/app/AppProviders'
import { rememberSession } from '../../src/auth/sessionHint'
import { keepBooking, keptBooking } from '../../src/domain/payment/keptBookings'
import { pujaPaymentData } from '../../src/testing/fixtures/paymentStatusData'
import { renderPage } from '../render'

describe('the app when a session ends', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('forgets the bookings this browser kept when the session it held has expired, so a shared phone keeps no family names', async () => {
    vi.stubEnv('VITE_AUTH', 'mock')
    keepBooking(pujaPaymentData)
    rememberSession(true)
    renderPage(
      <AppProviders>
        <p>Home</p>
      </AppProviders>,
    )
    expect(screen.getByText('Home')).toBeInTheDocument()
    await waitFor(() => expect(keptBooking(pujaPaymentData.merchantOrderId)).toBeNull())
  })
})
