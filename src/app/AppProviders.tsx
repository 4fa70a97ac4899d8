import type { ReactNode } from 'react'
import { VisitorLocationProvider } from '../features/location/VisitorLocationProvider'

/** App-wide state that pages read: the visitor's location (and so their currency). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <VisitorLocationProvider>{children}</VisitorLocationProvider>
}
