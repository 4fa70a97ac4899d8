import { test, type Page } from '@playwright/test'
import {
  expectAfterFirstPaint as expect,
  expectNoAxeViolations,
  gotoWithScenario,
  INDIA,
  MOBILE,
  seedVisitorLocation,
  UNITED_STATES,
} from './support'

const cart = (page: Page) => page.getByRole('complementary', { name: 'Selected offerings' })

async function openFirstChadava(page: Page): Promise<void> {
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await expect(page).toHaveURL(/\/chadava\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Choose Your Offerings' })).toBeVisible()
}

test('a visitor browses from home to a puja and chooses a package', async ({ page }) => {
  // Four pages and Back: a long flow on a shared 2-core machine.
  test.slow()
  await page.goto('/')
  await page.getByRole('link', { name: 'Book a Puja', exact: true }).click()
  await expect(page).toHaveURL('/virtual-puja')
  await expect(page.getByText('50+ Expert Priests')).toBeVisible()
  await expect(page.getByText(/\d+ Pujas? Available/)).toBeVisible()

  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await expect(page).toHaveURL(/\/virtual-puja\/[^/]+$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  for (const section of [
    'About This Puja',
    'About the Temple',
    'Choose Your Package',
    'How This Puja Works',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }

  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('heading', { name: 'Choose Your Package' })).toBeInViewport()
  const choice = page.getByRole('button', { name: /^Select / }).nth(1)
  const packageName = ((await choice.getAttribute('aria-label')) ?? '').replace(/^Select /, '')
  await choice.click()
  await expect(page.getByRole('button', { name: `Selected ${packageName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText(`${packageName} price`)).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/virtual-puja')
  await expect(page.getByRole('button', { name: 'Book This Puja' }).first()).toBeVisible()
})

test('the puja slideshow moves with its arrows, dots and thumbnails', async ({ page }) => {
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  const slideshow = page.getByRole('region', { name: / images$/ })
  const image = slideshow.getByRole('img', { name: /image \d of \d/ })
  await expect(image).toHaveAccessibleName(/image 1 of/)
  await slideshow.getByRole('button', { name: 'Next image' }).click()
  await expect(image).toHaveAccessibleName(/image 2 of/)
  await slideshow.getByRole('button', { name: 'Previous image' }).click()
  await expect(image).toHaveAccessibleName(/image 1 of/)
  await slideshow.getByRole('button', { name: /^Thumbnail 2 of/ }).click()
  await expect(image).toHaveAccessibleName(/image 2 of/)
  await slideshow.getByRole('button', { name: /^Show image 1 of/ }).click()
  await expect(image).toHaveAccessibleName(/image 1 of/)
})

test('the chadava cart lists 3 offerings and +N more, clears, and alerts when empty', async ({ page }) => {
  // A dozen cart changes and axe on the whole page: a long test on a shared 2-core machine.
  test.slow()
  await openFirstChadava(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await cart(page).getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please select at least one offering before proceeding.')

  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: /^Add / }).first().click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(4)
  await expect(cart(page).getByRole('listitem')).toHaveCount(3)
  await expect(cart(page).getByText('+1 more items')).toBeVisible()
  await expectNoAxeViolations(page)

  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click()
  await expect(cart(page).getByText('+1 more items')).toHaveCount(0)
  await expect(cart(page).getByRole('listitem')).toHaveCount(3)

  await cart(page).getByRole('button', { name: 'Clear All' }).click()
  await expect(cart(page).getByRole('listitem')).toHaveCount(0)
  await expect(cart(page)).toContainText('₹0')
  await cart(page).getByRole('button', { name: 'Proceed to Booking' }).click()
  await expect(page.getByRole('alert')).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/chadava')
})

test('the offering info popup shows the offering and passes axe', async ({ page }) => {
  // Axe on the whole page with the popup open: on a shared 2-core machine that can take most of 30 s.
  test.slow()
  await openFirstChadava(page)
  const info = page.getByRole('button', { name: /^About / }).first()
  const name = ((await info.getAttribute('aria-label')) ?? '').replace(/^About /, '')
  await info.click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name })).toBeVisible()
  await expect(dialog).toContainText('₹')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('a double tap on Add adds the offering once', async ({ page }) => {
  await seedVisitorLocation(page, INDIA)
  await openFirstChadava(page)
  await page.getByRole('button', { name: /^Add / }).first().dblclick()
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1)
  await expect(cart(page)).toBeVisible()
})

test('a visitor in India sees rupee prices', async ({ page }) => {
  await seedVisitorLocation(page, INDIA)
  await page.goto('/')
  await expect(page.getByRole('article', { name: 'Puja' })).toContainText(/Starting from ₹[\d,]+/)
  await openFirstChadava(page)
  await page.getByRole('button', { name: /^Add / }).first().click()
  await expect(cart(page)).toContainText(/Total\s*₹[\d,]+/)
  await expect(page.getByRole('main')).not.toContainText('$')
})

test('a visitor in the United States sees dollar prices', async ({ page }) => {
  // Three pages and a cart: a long flow on a shared 2-core machine.
  test.slow()
  await seedVisitorLocation(page, UNITED_STATES)
  await page.goto('/')
  await expect(page.getByRole('banner').getByLabel('Your location: United States').first()).toBeAttached()
  await expect(page.getByRole('article', { name: 'Puja' })).toContainText(/Starting from \$[\d,]+/)
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await expect(page.getByText('Starting from')).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/\$\d+/)
  await expect(page.getByRole('main')).not.toContainText('₹')
  await openFirstChadava(page)
  await page.getByRole('button', { name: /^Add / }).first().click()
  await expect(cart(page)).toContainText(/Total\s*\$[\d,.]+/)
  await expect(page.getByRole('main')).not.toContainText('₹')
})

test('the home carousel shows six temple images with dots on large screens only', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Temple images' })
  await expect(carousel).toBeVisible()
  await expect(carousel.getByRole('button', { name: /^Show temple image \d of 6$/ })).toHaveCount(6)
  await carousel.getByRole('button', { name: 'Show temple image 5 of 6' }).click()
  await expect(carousel.getByRole('button', { name: 'Show temple image 5 of 6' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.setViewportSize(MOBILE)
  await expect(carousel).toBeHidden()
})

test('the lists show the error with Try Again when the catalogue cannot be loaded', async ({ page }) => {
  await gotoWithScenario(page, '/virtual-puja', 'catalogue-error')
  await expect(page.getByRole('heading', { name: 'Error Loading Services' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await page.goto('/chadava')
  await expect(page.getByRole('heading', { name: 'Error Loading Services' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
})

test('an unknown puja says so and links back to the list', async ({ page }) => {
  await page.goto('/virtual-puja/no-such-puja')
  await expect(page.getByRole('heading', { name: 'Puja Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse All Pujas' }).click()
  await expect(page).toHaveURL('/virtual-puja')
})
