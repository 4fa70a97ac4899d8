import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { VisitorLocationContext, visitorLocationState } from '../../components/visitorLocation'
import { GLOBAL_LOCATION, type VisitorLocation } from '../../lib/location'
import { nextTask } from '../../lib/nextTask'

/**
 * Runs the visitorLocation machine. Its code (XState, the API client, zod) is loaded after the first paint, so the
 * home page's first load stays small; until then the location is `loading`. The machine starts in the task after its
 * code has loaded, and what it learns is shown as a transition, which React renders in slices: none of it holds the
 * main thread long while the page may still be hydrating. If that code does not arrive (a dropped connection), the
 * location is the global default, as on the machine's own failure (SPEC §6), and prices show in dollars.
 */
export function VisitorLocationProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => visitorLocationState(null, false))
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    const show = (location: VisitorLocation | null, done: boolean) =>
      startTransition(() => setValue(visitorLocationState(location, done)))
    import('./runVisitorLocation').then(nextTask).then(
      ({ runVisitorLocation }) => {
        if (!cancelled) stop = runVisitorLocation(show)
      },
      (error: unknown) => {
        console.warn('The visitor location code did not load; the global default is used', error)
        if (!cancelled) show(GLOBAL_LOCATION, true)
      },
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [])
  return <VisitorLocationContext.Provider value={value}>{children}</VisitorLocationContext.Provider>
}
