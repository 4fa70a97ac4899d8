import type { Page } from '@playwright/test'

/** Where the page keeps its real timers once Playwright's clock has replaced them (support/axe.ts runs axe on them). */
export const REAL_TIMERS = '__realTimers'

/**
 * Installs Playwright's clock on the page, running until a test pauses it (`page.clock.pauseAt`). The page's real
 * timers are kept aside first (a page script runs before the clock's), so axe still runs while the page's clock
 * stands still. Call before `page.goto`.
 */
export async function installClock(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const real = { setTimeout, clearTimeout, setInterval, clearInterval }
    const bound = Object.fromEntries(Object.entries(real).map(([name, timer]) => [name, timer.bind(window)]))
    Object.assign(window, { [key]: bound })
  }, REAL_TIMERS)
  await page.clock.install()
}

/**
 * Stops the page's timers a second from now (a busy machine's round trip must not land past it); from then on
 * `page.clock.runFor` moves them on and `page.clock.resume()` lets them go.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}
