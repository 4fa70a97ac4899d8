import { test as base, expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    /** Every Content-Security-Policy violation this document saw (the init script below records them). */
    cspViolations?: string[]
    reportCspViolation?: (violation: string) => Promise<void>
  }
}

/** A console line of a violation the browser did not also report as an event (e.g. an invalid directive). */
const CSP_CONSOLE = /Refused to|Content Security Policy/i

/**
 * The test of a page under the production Content-Security-Policy: it fails on any violation, reported by a
 * `securitypolicyviolation` event in any frame (recorded on `window.cspViolations` and reported to the test as it
 * happens, so a navigation loses none) or said in the console ("Refused to load …"). `cspViolations` is the list so
 * far.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeFunction('reportCspViolation', (violation: string) => {
        violations.push(violation)
      })
      await page.addInitScript(() => {
        window.cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          const violation = `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`
          window.cspViolations?.push(violation)
          void window.reportCspViolation?.(violation)
        })
      })
      page.on('console', (message) => {
        if (CSP_CONSOLE.test(message.text())) violations.push(`console: ${message.text()}`)
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/** The violations the current document recorded on window (the init script's list). */
export function recordedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? [])
}

export { expect }
