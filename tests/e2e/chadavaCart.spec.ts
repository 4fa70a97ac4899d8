import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, expectNoAxeViolations, INDIA, MOBILE, seedVisitorLocation } from './support'

const cart = (page: Page) => page.getByRole('complementary', { name: 'Selected offerings' })

test.beforeEach(async ({ page }) => {
  await seedVisitorLocation(page, INDIA)
  await page.setViewportSize(MOBILE)
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: /^Add / }).first().click()
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(4)
})

test('on a phone, the cart with 4 offerings is one short bar that opens its list on tap', async ({
  page,
}) => {
  const box = await cart(page).boundingBox()
  expect(box?.height).toBeLessThan(MOBILE.height * 0.2)
  const toggle = cart(page).getByRole('button', { name: /4 selected/ })
  await expect(toggle).toContainText(/Total\s*₹[\d,]+/)
  await expect(cart(page).getByRole('listitem')).toHaveCount(0)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(cart(page).getByRole('listitem')).toHaveCount(3)
  await expect(cart(page).getByText('+1 more items')).toBeVisible()
  await expectNoAxeViolations(page)

  await toggle.click()
  await expect(cart(page).getByRole('listitem')).toHaveCount(0)
  expect((await cart(page).boundingBox())?.height).toBeLessThan(MOBILE.height * 0.2)
})

test('on a phone, Proceed to Booking on the collapsed bar opens the booking dialog', async ({ page }) => {
  await cart(page).getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the cart floats at the bottom of the screen, and at the end of the page rests above the footer', async ({
  page,
}) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.evaluate(() => window.scrollTo(0, 0))
    const floating = await cart(page).boundingBox()
    expect(floating!.y + floating!.height, `cart on screen at ${viewport.width} px`).toBeLessThanOrEqual(
      viewport.height,
    )
    expect(floating!.x + floating!.width, `cart at the screen's right edge`).toBeGreaterThan(
      viewport.width - 20,
    )
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.getByRole('contentinfo').boundingBox()
    const box = await cart(page).boundingBox()
    expect(box!.y + box!.height, `cart bottom above the footer at ${viewport.width} px`).toBeLessThanOrEqual(
      footer!.y,
    )
  }
})
