import { expect, test } from '../e2e/support/csp'
import { cumulativeLayoutShift, LAYOUT_SHIFT_LIMIT as LIMIT } from '../e2e/support/layoutShift'

/**
 * Issue 12: nothing jumps while a page loads. The catalogue answers late here (1.5 s), so the cards arrive well after
 * the first paint and replace their placeholders; the shift of the whole load is measured as Lighthouse does (the
 * layout-shift entries without recent input), at a phone's and a laptop's width.
 */

/** A puja id the build did not prerender: the API's catalogue gains it in one test, and lacks it in another. */
const PUJA_ADDED_AFTER_BUILD = '66b0f1a2c3d4e5f6010000ff'

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

    test('a puja added after the build, served the app shell, does not shift while it loads', async ({
      page,
    }) => {
      await page.route(/\/api\/pooja$/, async (route) => {
        const reply = (await (await route.fetch()).json()) as { data: { _id: string; title: string }[] }
        const added = {
          ...reply.data[0]!,
          _id: PUJA_ADDED_AFTER_BUILD,
          title: 'A Puja Added After the Build',
        }
        await new Promise((done) => setTimeout(done, 1_500))
        await route.fulfill({ json: { ...reply, data: [...reply.data, added] } })
      })
      await page.goto(`/virtual-puja/${PUJA_ADDED_AFTER_BUILD}`)
      await expect(
        page.getByRole('heading', { level: 1, name: 'A Puja Added After the Build' }),
      ).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(LIMIT)
    })

    test('a puja the catalogue no longer has does not shift as it says so', async ({ page }) => {
      await page.goto(`/virtual-puja/${PUJA_ADDED_AFTER_BUILD}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Puja Not Found' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(LIMIT)
    })

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
