/** The browser's history the router follows, and what a page needs before it is shown (hydrated or rendered). */
import { matchRoutes, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router'
import { languageOfPath } from '../lib/language'
import { NOT_FOUND_PATH, routes, type PageHandle } from './routes'

export type BrowserHistory = ReturnType<typeof createBrowserHistory>

/**
 * The browser's history (React Router's own, which `BrowserRouter` makes too), telling `onChange` of every new location
 * before the router renders it: the site's language follows the URL, and a page's texts are read as it renders.
 */
export function browserHistory(onChange: (location: Location) => void): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true })
  const listen = history.listen
  history.listen = (listener) =>
    listen((update) => {
      onChange(update.location)
      listener(update)
    })
  return history
}

/**
 * Loads the module of the page at `location` and asks for what it shows (`PageHandle.prepare`), so the first render
 * shows the page (as the prerendered HTML does) rather than a loader.
 */
export async function preparePage(location: { pathname: string }): Promise<PageHandle | undefined> {
  const match = matchRoutes(routes, location)?.at(-1)
  const page = match?.route.handle as PageHandle | undefined
  await page?.prepare(match!.params)
  return page
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Whether the HTML in the page was prerendered for this location (its root's `data-prerendered`): the same path, or
 * the (English) not-found page for an English path no other route takes. Anything else is rendered afresh: a page
 * served for another path, or the app shell, whose `APP_SHELL` is no path.
 */
export function wasPrerenderedFor(prerendered: string | undefined, location: { pathname: string }): boolean {
  if (prerendered === undefined) return false
  if (prerendered === NOT_FOUND_PATH)
    return (
      languageOfPath(location.pathname) === 'en' && matchRoutes(routes, location)?.at(-1)?.route.path === '*'
    )
  return withoutTrailingSlash(prerendered) === withoutTrailingSlash(location.pathname)
}
