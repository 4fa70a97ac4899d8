/**
 * Values only the browser knows (a stored session, the visitor's motion setting, today's date) on a prerendered page.
 * The prerendered HTML shows a stand-in; hydration must render that same stand-in, then learn the browser's value.
 *
 * `useSyncExternalStore` does this too, but its catch-up render is synchronous: it made React hydrate the whole page
 * content in one long task on a cheap phone. Here the catch-up is a transition, which React renders in slices.
 */
import { startTransition, useEffect, useState } from 'react'

let prerendered = false

/**
 * Whether components render the prerendered page: set while the page is prerendered or hydrated, cleared at the first
 * navigation after it (what mounts then is rendered afresh and reads the browser at once).
 */
export function renderingPrerenderedPage(rendering: boolean): void {
  prerendered = rendering
}

/**
 * Whether what renders now is the prerendered page (at build time, or hydrating it): see `renderingPrerenderedPage`.
 */
export function isRenderingPrerenderedPage(): boolean {
  return prerendered
}

const unchanging = () => () => {}

/**
 * `read()`, or `stand-in` while the prerendered page renders and until the browser's value is known right after.
 * `subscribe` calls back when the value may have changed. `read` and `subscribe` should be stable (module functions).
 */
export function useBrowserValue<T>(
  read: () => T,
  standIn: T,
  subscribe: (changed: () => void) => () => void = unchanging,
): T {
  const [value, setValue] = useState(() => (prerendered ? standIn : read()))
  useEffect(() => {
    const follow = () => startTransition(() => setValue(() => read()))
    follow()
    return subscribe(follow)
  }, [read, subscribe])
  return value
}
