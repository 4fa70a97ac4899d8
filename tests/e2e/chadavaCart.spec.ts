import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, expectNoAxeViolations, INDIA, MOBILE, seedVisitorLocation } from './support'

type Box = { x: number; y: number; width: number; height: number }

/** Whether two boxes on screen share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

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

test('on a narrow phone, every offering added, the bar shows the count and the total whole, with Proceed beside or below them', async ({
  page,
}) => {
  const add = page.getByRole('button', { name: /^Add / })
  while ((await add.count()) > 0) await add.first().click()
  const toggle = cart(page).getByRole('button', { name: /selected/ })
  await expect(toggle).toContainText(/Total\s*₹\d{1,2},\d{3}/)
  for (const [width, layout] of [
    [360, 'one row'],
    [320, 'Proceed below'],
  ] as const) {
    await page.setViewportSize({ width, height: 740 })
    const parts = {
      count: (await toggle.locator('.mantine-Badge-root').boundingBox())!,
      total: (await toggle.getByText(/^₹/).boundingBox())!,
      chevron: (await toggle.locator('svg').boundingBox())!,
      proceed: (await cart(page).getByRole('button', { name: 'Proceed to Booking' }).boundingBox())!,
    }
    expect(parts.count.width, `the count badge keeps its size at ${width} px`).toBeGreaterThanOrEqual(
      parts.count.height - 1,
    )
    const names = Object.keys(parts) as (keyof typeof parts)[]
    for (const [index, a] of names.entries())
      for (const b of names.slice(index + 1))
        expect(overlap(parts[a], parts[b]), `${a} over ${b} at ${width} px`).toBe(false)
    const togglePlace = (await toggle.boundingBox())!
    if (layout === 'one row')
      expect(Math.abs(parts.proceed.y - togglePlace.y)).toBeLessThan(togglePlace.height)
    else {
      expect(parts.proceed.y).toBeGreaterThanOrEqual(togglePlace.y + togglePlace.height)
      expect(parts.proceed.width).toBeGreaterThan(width * 0.8)
    }
  }
})

test('on a phone, Proceed to Booking on the collapsed bar opens the booking dialog', async ({ page }) => {
  await cart(page).getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the cart floats at the bottom of the screen below the page’s top, never over Book Now, and rests above the footer', async ({
  page,
}) => {
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    for (const scroll of ['top of the page', 'Book Now at the screen’s foot'] as const) {
      if (scroll === 'top of the page') await page.evaluate(() => window.scrollTo(0, 0))
      else await bookNow.evaluate((button) => button.scrollIntoView({ block: 'end' }))
      const covers = overlap((await bookNow.boundingBox())!, (await cart(page).boundingBox())!)
      expect(covers, `cart over Book Now at ${viewport.width} px, ${scroll}`).toBe(false)
    }

    await page
      .getByRole('heading', { name: 'Choose Your Offerings' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
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
