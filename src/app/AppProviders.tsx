import type { ReactNode } from 'react'
import { AuthProvider } from '../auth/AuthProvider'
import { VisitorLocationProvider } from './location/VisitorLocationProvider'

/**
 * A session that ends, by Sign Out or by expiring, takes the bookings this browser kept with it, so a shared family
 * phone keeps no one's names and gotra. Loaded only then: the kept bookings are read on one page.
 */
export function forgetKeptBookings(): Promise<void> {
  return import('../domain/payment/keptBookings').then(({ forgetAllBookings }) => forgetAllBookings())
}

/** App-wide state that pages read: the visitor's location (and so their currency) and who is signed in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <VisitorLocationProvider>
      <AuthProvider onSessionEnded={() => void forgetKeptBookings()}>{children}</AuthProvider>
    </VisitorLocationProvider>
  )
}
