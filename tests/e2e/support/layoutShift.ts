import type { Page } from '@playwright/test'

/** Issue 12's most a page may shift while it loads, as Lighthouse counts it. */
export const LAYOUT_SHIFT_LIMIT = 0.02

/** The shift of the page's load so far: its layout-shift entries without recent input, summed as Lighthouse does. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done(total), 500)
      }),
  )
}
