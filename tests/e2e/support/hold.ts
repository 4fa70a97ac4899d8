import type { Page } from '@playwright/test'
import { installClock } from './clock'

interface HeldWindow {
  releaseHeldRequests: () => void
}

/**
 * Holds the page's fetches whose URL matches `pattern` until the returned `release` is called, so a test sees a
 * loading stage for as long as it looks at it. Call before `page.goto`: it applies to every page load after it.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  await page.addInitScript(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags)
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      ;(window as unknown as HeldWindow).releaseHeldRequests = release
      const fetchNow = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (matches.test(url)) await released
        return fetchNow(input, init)
      }
    },
    { source: pattern.source, flags: pattern.flags },
  )
  return () => page.evaluate(() => (window as unknown as HeldWindow).releaseHeldRequests())
}

/** The API and the three geolocation services the demo build asks (src/config.ts). */
const LOADING_REQUESTS = /\/api\/|ipapi\.co|api\.country\.is|ipinfo\.io/

/**
 * Keeps the site as it is right after navigation: the API's and the geolocation services' replies held and the
 * page's timers paused, so the sign-in check (answered on a timer) waits too and no request times out. `release`
 * lets everything go on. Call before `page.goto`.
 */
export async function holdLoading(page: Page): Promise<() => Promise<void>> {
  const releaseRequests = await holdRequests(page, LOADING_REQUESTS)
  await installClock(page)
  await page.clock.pauseAt(Date.now() + 1000)
  return async () => {
    await releaseRequests()
    await page.clock.resume()
  }
}
