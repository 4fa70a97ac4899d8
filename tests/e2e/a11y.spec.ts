import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, expectNoAxeViolations, firstCatalogueId, MOBILE } from './support'

/** Every route of SPEC §2's table (but /donation, which redirects), and an unknown path for the 404 page. */
const routes = [
  '/',
  '/virtual-puja',
  '/chadava',
  '/horoscope',
  '/payment',
  '/payment/success',
  '/profile',
  '/pooja-orders',
  '/chadava-orders',
  '/blog',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/no-such-page',
]

/** Waits until the page has loaded its content: its heading is shown and nothing is still loading. */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Detecting your location')).toHaveCount(0)
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    for (const route of routes) {
      test(`${route} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.goto(route)
        await waitForPage(page)
        await expectNoAxeViolations(page)
      })
    }

    for (const [list, base] of [
      ['/api/pooja', '/virtual-puja'],
      ['/api/chadava', '/chadava'],
    ] as const) {
      test(`${base}/{id} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.goto(base)
        await waitForPage(page)
        await page.goto(`${base}/${await firstCatalogueId(page, list)}`)
        await waitForPage(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the open mobile menu has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await waitForPage(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await expectNoAxeViolations(page)
})
