/**
 * Starts the mock backend in the browser. `?scenario=<name>` on any page picks a scenario and keeps it for the
 * browser session; `?scenario=none` goes back to the happy path. `?mockClock=<hours>` moves the backend's clock
 * (orders move through their steps by it) for the session; `?mockClock=0` puts it back.
 */
import { setupWorker } from 'msw/browser'
import { clockOffsetFromHours, setClockOffset } from './clock'
import { handlers } from './handlers'
import { isScenarioName, setScenario, type ScenarioName } from './scenarios'

export const SCENARIO_STORAGE_KEY = 'sankalpMockScenario'

/** The scenario for this page load: the URL's choice (remembered), else the one remembered for the session. */
export function sessionScenario(search: string, storage: Storage): ScenarioName | null {
  const requested = new URLSearchParams(search).get('scenario')
  if (requested === 'none') storage.removeItem(SCENARIO_STORAGE_KEY)
  else if (requested !== null && isScenarioName(requested)) storage.setItem(SCENARIO_STORAGE_KEY, requested)
  else if (requested !== null) console.warn(`Unknown mock scenario "${requested}"`)
  const remembered = storage.getItem(SCENARIO_STORAGE_KEY)
  return remembered !== null && isScenarioName(remembered) ? remembered : null
}

export const CLOCK_STORAGE_KEY = 'sankalpMockClockOffsetMs'

/** The clock offset for this page load: `?mockClock=<hours>` (remembered), else the one remembered for the session. */
export function sessionClockOffset(search: string, storage: Storage): number {
  const requested = clockOffsetFromHours(new URLSearchParams(search).get('mockClock'))
  if (requested !== null) storage.setItem(CLOCK_STORAGE_KEY, String(requested))
  return Number(storage.getItem(CLOCK_STORAGE_KEY)) || 0
}

export async function startMockWorker(): Promise<void> {
  setScenario(sessionScenario(window.location.search, sessionStorage))
  setClockOffset(sessionClockOffset(window.location.search, sessionStorage))
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
