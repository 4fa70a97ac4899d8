import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { AXE_RUN_OPTIONS, describeViolations } from '../../../src/testing/a11y'
import { REAL_TIMERS } from './clock'

const axeCore = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core on the page's real timers when a test has installed Playwright's clock (support/clock.ts). */
const axeSource = `(function (timers) {
  (function (setTimeout, clearTimeout, setInterval, clearInterval) {
${axeCore}
  })(timers.setTimeout, timers.clearTimeout, timers.setInterval, timers.clearInterval)
})(window.${REAL_TIMERS} || window)`

/**
 * Whether a CSS transition is under way on the page (a dialog or menu fading in). CSS animations do not count: the
 * home page's carousel runs one per slide, one after another.
 */
const transitioning = () =>
  document
    .getAnimations()
    .some((animation) => animation instanceof CSSTransition && animation.playState === 'running')

/**
 * Runs axe (WCAG 2.1 A and AA, 2.2 AA) on the page once no transition is under way (axe measures text still fading in
 * as too faint to read), colour contrast included, and fails with a readable list of every violation. The wait polls
 * from the test, so a page whose clock a test stopped still settles. axe runs whole inside the page (legacy mode): its
 * default finishes in a new blank page, whose clock would stand still with no real timers kept; the site has no frames
 * to combine.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await expect.poll(() => page.evaluate(transitioning), { intervals: [50] }).toBe(false)
  let builder = new AxeBuilder({ page, axeSource }).options(AXE_RUN_OPTIONS).setLegacyMode(true)
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  expect(describeViolations(violations), `axe violations on ${page.url()}`).toEqual([])
}
