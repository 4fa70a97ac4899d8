import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { VisitorLocation } from '../../api/schemas'
import { currencyFor, type Currency } from '../../lib/money'

export interface VisitorLocationState {
  status: 'loading' | 'resolved'
  location: VisitorLocation | null
  currency: Currency
}

function stateOf(location: VisitorLocation | null, done: boolean): VisitorLocationState {
  return { status: done ? 'resolved' : 'loading', location, currency: currencyFor(location) }
}

const VisitorLocationContext = createContext<VisitorLocationState>(stateOf(null, false))

/**
 * Runs the visitorLocation machine. Its code (XState, the API client, zod) is loaded after the first paint, so the
 * home page's first load stays small; until then the location is `loading`.
 */
export function VisitorLocationProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => stateOf(null, false))
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    void import('./runVisitorLocation').then(({ runVisitorLocation }) => {
      if (cancelled) return
      stop = runVisitorLocation((location, done) => setValue(stateOf(location, done)))
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}

/** A fixed location for stories and tests. */
export function StaticVisitorLocation({ location, children }: { location: VisitorLocation | null; children: ReactNode }) {
  const value = useMemo(() => stateOf(location, location !== null), [location])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}

export function useVisitorLocation(): VisitorLocationState {
  return useContext(VisitorLocationContext)
}
