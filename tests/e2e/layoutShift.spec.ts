import { expect, test } from '@playwright/test'
import { cumulativeLayoutShift, DESKTOP, LAYOUT_SHIFT_LIMIT, MOBILE, seedSignedInUser } from './support'

/**
 * Issue 12: the pages a devotee opens after booking (their orders, their profile, the payment's status) show their
 * content once it has loaded; the footer stays below the first screen, so nothing in view jumps as it comes in.
 */
for (const viewport of [MOBILE, DESKTOP]) {
  test(`at ${viewport.width} px, the account pages and the payment status do not shift as they load`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await seedSignedInUser(page)
    for (const { path, heading } of [
      { path: '/pooja-orders', heading: 'My Pooja Orders' },
      { path: '/chadava-orders', heading: 'My Chadava Orders' },
      { path: '/profile', heading: 'My Profile' },
      { path: '/payment/success', heading: 'No Payment Data' },
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await cumulativeLayoutShift(page), path).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT)
    }
  })
}
