import { expect } from '@playwright/test'

/**
 * `expect` for specs that check what the site shows after its first paint: the location badge, the account slot and
 * the home page's starting prices appear once their code, loaded after the first paint, has run, and the dialogs
 * load on first use. On a 2-core machine shared with other jobs that took more than the 10 s every other check gets
 * (playwright.config.ts), so these checks wait up to 20 s. They still wait on what the visitor sees, never on time.
 */
export const expectAfterFirstPaint = expect.configure({ timeout: 20_000 })
