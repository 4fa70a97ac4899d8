import { expect } from '@playwright/test'

/**
 * Time budgets for a 2-core machine shared with other jobs. They bound how long the suite waits for what the visitor
 * sees; no test waits on time itself.
 */

/**
 * `expect` for specs that check what the site shows after its first paint: the location badge, the account slot and
 * the home page's starting prices appear once their code, loaded after the first paint, has run, and the dialogs
 * load on first use. With other jobs on the machine that took more than the 10 s every other check gets
 * (playwright.config.ts), so these checks wait up to 20 s.
 */
export const expectAfterFirstPaint = expect.configure({ timeout: 20_000 })

/**
 * The budget of a whole flow through sign-in, a booking dialog, the gateway and the status page: 15–35 steps, each
 * waiting on the page. Such a flow takes about 15 s on an idle machine and 33–35 s beside one other CPU-heavy job, but
 * 70–100 s when the machine was four times oversubscribed (load average 20–25 on 2 cores), past test.slow()'s 90 s.
 * Use it as `test.setTimeout(LONG_FLOW_MS)`.
 */
export const LONG_FLOW_MS = 180_000
