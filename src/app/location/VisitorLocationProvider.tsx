import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { VisitorLocationContext, visitorLocationState } from '../../components/visitorLocation'
import { nextTask } from '../../lib/nextTask'

/**
 * Runs the visitorLocation machine. Its code (XState, the API client, zod) is loaded after the first paint, so the
 * home page's first load stays small; until then the location is `loading`. The machine starts in the task after its
 * code has loaded, and what it learns is shown as a transition, which React renders in slices: none of it holds the
 * main thread long while the page may still be hydrating.
 */
export function VisitorLocationProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => visitorLocationState(null, false))
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    void import('./runVisitorLocation').then(nextTask).then(({ runVisitorLocation }) => {
      if (cancelled) return
      stop = runVisitorLocation((location, done) =>
        startTransition(() => setValue(visitorLocationState(location, done))),
      )
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}
