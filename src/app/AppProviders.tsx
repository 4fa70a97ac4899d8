import type { ReactNode } from 'react'
import { AuthProvider } from '../auth/AuthProvider'
import { VisitorLocationProvider } from './location/VisitorLocationProvider'

/**
 * A session that ends takes every booking this browser kept with it (keptBookings.ts), so a shared family phone keeps
 * no one's names and gotra. Loaded only then: the kept bookings are read on one page.
 */
function forgetKeptBookings(): void {
  void import('../domain/payment/keptBookings').then(
    ({ forgetAllBookings }) => forgetAllBookings(),
    (error: unknown) => console.error('The kept bookings could not be forgotten', error),
  )
}

/** App-wide state that pages read: the visitor's location (and so their currency) and who is signed in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <VisitorLocationProvider>
      <AuthProvider onSessionEnded={forgetKeptBookings}>{children}</AuthProvider>
    </VisitorLocationProvider>
  )
}
