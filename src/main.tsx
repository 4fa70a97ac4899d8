import './lib/zodJitless'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { Location } from 'react-router'
import { App } from './app/App'
import { browserHistory, preparePage, wasPrerenderedFor } from './app/appRouter'
import { entryPath, showLanguageInDocument } from './app/documentLanguage'
import { takeEarlyInput } from './app/earlyInput'
import { StartFailureNotice } from './app/StartFailure'
import { translationsReady } from './content/catalog'
import { renderingPrerenderedPage } from './lib/browserValue'
import { languageOfPath, setActiveLanguage } from './lib/language'
import { nextTask } from './lib/nextTask'

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCK !== 'msw') return
  const [{ startMockWorker }, { installInspector }] = await Promise.all([
    import('../mocks/browser'),
    import('./lib/inspector'),
  ])
  await Promise.all([startMockWorker(), installInspector(window.location.search)])
}

/** Moves a first visit to the visitor's language (see `entryPath`) and shows the site in the URL's language. */
function chooseLanguage(): void {
  const { pathname, search, hash } = window.location
  const path = entryPath(pathname, navigator.languages)
  if (path !== pathname) window.history.replaceState(null, '', `${path}${search}${hash}`)
  setActiveLanguage(languageOfPath(path))
}

/**
 * On every navigation, before the router renders its location: the site shows the URL's language, and components
 * no longer render the prerendered page (see `renderingPrerenderedPage`).
 */
function onNavigation(location: Location): void {
  setActiveLanguage(languageOfPath(location.pathname))
  renderingPrerenderedPage(false)
}

/**
 * Hydrates the page prerendered for this location, or renders the page afresh in place of what the root holds (the
 * app shell of the production build, served where no page is prerendered; nothing in dev and the demo build).
 */
async function start(): Promise<void> {
  chooseLanguage()
  // The mock backend answers before the page asks for what it shows (a list is asked for ahead).
  await startMockBackend()
  await Promise.all([
    preparePage(window.location),
    translationsReady(languageOfPath(window.location.pathname)),
  ])
  // The page's code was evaluated and its content read in the tasks before: rendering starts in a task of its own.
  await nextTask(undefined)
  const root = document.getElementById('root')!
  const prerendered = wasPrerenderedFor(root.dataset.prerendered, window.location)
  showLanguageInDocument({ alreadyShown: prerendered })
  const history = browserHistory(onNavigation)
  const app = (
    <StrictMode>
      <App history={history} />
    </StrictMode>
  )
  // Rendering as a transition lets React yield to the browser every few milliseconds, so a cheap phone stays
  // responsive while the painted page (or the app shell) comes alive.
  if (!prerendered) {
    // What is done in the app shell until the page replaces it is repeated on the page (`RepeatEarlyInput`).
    const fresh = createRoot(root)
    startTransition(() => fresh.render(app))
    return
  }
  // From here on React handles input itself, hydrating what was tapped first; what came earlier is repeated (Layout).
  takeEarlyInput()
  renderingPrerenderedPage(true)
  startTransition(() => {
    hydrateRoot(root, app)
  })
}

/**
 * The app could not start, most often because the page's code did not arrive: the painted page is left to the browser
 * (its links work natively), and a notice in the page's language offers a fresh load.
 */
async function sayStartFailed(error: unknown): Promise<void> {
  takeEarlyInput()
  console.error('The page could not be started', error)
  await translationsReady(languageOfPath(window.location.pathname)).catch(() => undefined)
  createRoot(document.body.appendChild(document.createElement('div'))).render(<StartFailureNotice />)
}

// A prerendered page runs this only once it has painted (its start script, scripts/prerender/pageHtml.ts), and
// starts in a task after the one that evaluated the code, so that a cheap phone does not run both in one long task.
const run = () => void start().catch(sayStartFailed)
if (document.getElementById('root')!.dataset.prerendered === undefined) run()
else setTimeout(run, 0)
