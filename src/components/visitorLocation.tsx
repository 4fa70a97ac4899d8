/**
 * The visitor's location and currency as React context: the app's VisitorLocationProvider fills it from the
 * visitorLocation machine; stories and tests fix it with StaticVisitorLocation; any view reads it with
 * useVisitorLocation.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { VisitorLocation } from '../api/contract/location'
import { currencyFor, type Currency } from '../domain/money'

export interface VisitorLocationState {
  status: 'loading' | 'resolved'
  location: VisitorLocation | null
  currency: Currency
}

export function visitorLocationState(location: VisitorLocation | null, done: boolean): VisitorLocationState {
  return { status: done ? 'resolved' : 'loading', location, currency: currencyFor(location) }
}

export const VisitorLocationContext = createContext<VisitorLocationState>(visitorLocationState(null, false))

/** A fixed location for stories and tests. */
export function StaticVisitorLocation({
  location,
  children,
}: {
  location: VisitorLocation | null
  children: ReactNode
}) {
  const value = useMemo(() => visitorLocationState(location, location !== null), [location])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}

export function useVisitorLocation(): VisitorLocationState {
  return useContext(VisitorLocationContext)
}
