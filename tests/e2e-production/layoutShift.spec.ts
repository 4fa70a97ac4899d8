import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/support/csp'

/**
 * Issue 12: nothing jumps while a page loads. The catalogue answers late here (1.5 s), so the cards arrive well after
 * the first paint and replace their placeholders; the shift of the whole load is measured as Lighthouse does (the
 * layout-shift entries without recent input), at a phone's and a laptop's width.
 */
const LIMIT = 0.02

async function cumulativeLayoutShift(page: Page): Promise<number> {
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const { path, card } of [
      { path: '/virtual-puja', card: 'Book This Puja' },
      { path: '/chadava', card: 'Book This Chadava' },
      { path: '/', card: null },
    ]) {
      test(`${path} does not shift while its content arrives`, async ({ page }) => {
        await page.route(/\/api\/(pooja|chadava)$/, async (route) => {
          await new Promise((done) => setTimeout(done, 1_500))
          await route.continue()
        })
        await page.goto(path)
        if (card) await expect(page.getByRole('button', { name: card }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(LIMIT)
      })
    }

    for (const path of ['/blog', '/blog/sankalp-the-sacred-intention']) {
      test(`${path} does not shift while its pictures arrive`, async ({ page }) => {
        await page.route(/\/images\/blog\//, async (route) => {
          await new Promise((done) => setTimeout(done, 1_000))
          await route.continue()
        })
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(LIMIT)
      })
    }

    test('the blog’s first featured picture loads with high priority, the grid below lazily', async ({
      page,
    }) => {
      await page.goto('/blog')
      const featured = page.getByRole('region', { name: 'Featured Articles' }).locator('img')
      await expect(featured.first()).toHaveAttribute('fetchpriority', 'high')
      await expect(featured.nth(1)).not.toHaveAttribute('loading', 'lazy')
      const all = page.getByRole('region', { name: 'All Articles' }).locator('img')
      await expect(all.first()).toHaveAttribute('loading', 'lazy')
    })

    test('the first card’s picture loads at once with high priority, later rows lazily', async ({ page }) => {
      await page.goto('/virtual-puja')
      const images = page.getByRole('article').getByRole('img')
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
      await expect(images.first()).toHaveAttribute('loading', 'eager')
      await expect(images.nth(3)).toHaveAttribute('loading', 'lazy')
    })
  })
}
