/** The browser's router over the routes of SPEC §2, and what a prerendered page needs to be hydrated. */
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router'
import { languageOfPath } from '../lib/language'
import { NOT_FOUND_PATH, routes } from './routes'

/** Resolves once the router has run the loaders of its first location. */
function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The router, with the current page's lazily loaded module already loaded and its loader (if it has one) run, so the
 * first render shows the page (as the prerendered HTML does) rather than a loader.
 */
export async function createAppRouter(location: { pathname: string }): Promise<DataRouter> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
  const router = createBrowserRouter(routes)
  await initialized(router)
  return router
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Whether the HTML in the page was prerendered for this location (its root's `data-prerendered`): the same path, or
 * the (English) not-found page for an English path no other route takes. Anything else (the app shell served for a
 * route that is not prerendered) is rendered afresh.
 */
export function wasPrerenderedFor(prerendered: string | undefined, location: { pathname: string }): boolean {
  if (prerendered === undefined) return false
  if (prerendered === NOT_FOUND_PATH)
    return (
      languageOfPath(location.pathname) === 'en' && matchRoutes(routes, location)?.at(-1)?.route.path === '*'
    )
  return withoutTrailingSlash(prerendered) === withoutTrailingSlash(location.pathname)
}
