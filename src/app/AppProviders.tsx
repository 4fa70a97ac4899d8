import type { ReactNode } from 'react'
import { AuthProvider } from '../auth/AuthProvider'
import { VisitorLocationProvider } from './location/VisitorLocationProvider'

/** App-wide state that pages read: the visitor's location (and so their currency) and who is signed in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <VisitorLocationProvider>
      <AuthProvider>{children}</AuthProvider>
    </VisitorLocationProvider>
  )
}
