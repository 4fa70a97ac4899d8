import { useEffect, useState, type ReactNode } from 'react'
import { VisitorLocationContext, visitorLocationState } from '../../components/visitorLocation'

/**
 * Runs the visitorLocation machine. Its code (XState, the API client, zod) is loaded after the first paint, so the
 * home page's first load stays small; until then the location is `loading`.
 */
export function VisitorLocationProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => visitorLocationState(null, false))
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    void import('./runVisitorLocation').then(({ runVisitorLocation }) => {
      if (cancelled) return
      stop = runVisitorLocation((location, done) => setValue(visitorLocationState(location, done)))
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}
