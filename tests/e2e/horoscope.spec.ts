import { expect, test, type Page } from '@playwright/test'
import {
  dateFieldValue,
  expectNoAxeViolations,
  INDIA,
  MOBILE,
  seedVisitorLocation,
  UNITED_STATES,
} from './support'

test.beforeEach(async ({ page }) => {
  test.slow()
  await seedVisitorLocation(page, INDIA)
})

async function horoscopeOrdersFor(page: Page, merchantOrderId: string): Promise<number> {
  return page.evaluate((id) => {
    const db = JSON.parse(localStorage.getItem('sankalpMockDb') ?? '{}') as {
      horoscopeOrders?: { merchantOrderId: string }[]
    }
    return (db.horoscopeOrders ?? []).filter((order) => order.merchantOrderId === id).length
  }, merchantOrderId)
}

test('the horoscope page: twelve signs, today’s date, a reading per sign that changes with the date', async ({
  page,
}) => {
  await page.goto('/horoscope')
  for (const stat of ['12 Zodiac Signs', 'Daily Updates', 'Expert Astrologers'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible()
  const signs = page.getByRole('navigation', { name: 'Zodiac signs' }).getByRole('button')
  await expect(signs).toHaveCount(12)
  await expect(page.getByLabel('Date')).toHaveValue(dateFieldValue())
  await expect(page.getByRole('heading', { name: 'Aries Horoscope' })).toBeVisible()
  for (const section of [
    "Today's Overview",
    'Love & Relationships',
    'Career & Finance',
    'Health & Wellness',
    'Lucky Elements',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible()
  }
  await expectNoAxeViolations(page)

  const overview = page.getByRole('region', { name: "Today's Overview" })
  const ariesToday = await overview.innerText()
  await page.getByRole('button', { name: /^Leo / }).click()
  await expect(page.getByRole('heading', { name: 'Leo Horoscope' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Leo / })).toHaveAttribute('aria-pressed', 'true')
  expect(await overview.innerText()).not.toBe(ariesToday)

  // The reading of a date shown may arrive a moment after the date is typed: the six days are read again until it has.
  const luckyElementsSeen = async () => {
    const seen = new Set<string>()
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']) {
      await page.getByLabel('Date').fill(day)
      seen.add(await page.getByRole('region', { name: 'Lucky Elements' }).innerText())
    }
    return seen.size
  }
  await expect.poll(luckyElementsSeen).toBeGreaterThan(1)
})

test('a sign tapped brings its reading into sight, below the signs on a phone or above a long list; a key press does not', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/horoscope')
  // From the keyboard the page stays with the focus, on the sign (without motion, a scroll would be at once).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const gemini = page.getByRole('button', { name: /^Gemini / })
  await gemini.focus()
  const atGemini = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Gemini Horoscope' })).not.toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(atGemini)

  await page.emulateMedia({ reducedMotion: null })
  await page.getByRole('button', { name: /^Cancer / }).click()
  await expect(page.getByRole('heading', { name: 'Cancer Horoscope' })).toBeInViewport()

  // Beside the signs, the reading is in sight already; at the end of their list it is above, and comes down.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/horoscope')
  await page
    .getByRole('heading', { name: 'Choose Your Sign' })
    .evaluate((heading) => heading.scrollIntoView())
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.getByRole('button', { name: /^Taurus / }).click()
  await expect(page.getByRole('heading', { name: 'Taurus Horoscope' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await page
    .getByRole('button', { name: /^Pisces / })
    .evaluate((button) => button.scrollIntoView({ block: 'end' }))
  await expect(page.getByRole('heading', { name: /Horoscope$/, level: 2 })).not.toBeInViewport()
  await page.getByRole('button', { name: /^Pisces / }).click()
  await expect(page.getByRole('heading', { name: 'Pisces Horoscope' })).toBeInViewport()
})

test('book a consultation, pay on the gateway, and the order is created once', async ({ page }) => {
  await page.goto('/horoscope')
  await page.getByRole('button', { name: 'Book Consultation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book Consultation' })
  await expect(dialog.getByRole('radio', { name: '10 Minutes - ₹101' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields')
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })

  await dialog.getByLabel('Full Name').fill('Meera Iyer')
  await dialog.getByLabel('Email').fill('meera@example.com')
  await dialog.getByLabel('Phone Number').fill('9812345678')
  await dialog.getByLabel('Date').fill(dateFieldValue())
  await dialog.getByLabel('Time Slot').selectOption('06:30 PM')
  await dialog.getByRole('radio', { name: '20 Minutes - ₹201' }).check()
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=HOROSCOPE_/)
  const merchantOrderId = new URL(page.url()).searchParams.get('merchantOrderId')!
  await expect(page.getByText('₹201')).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await expect(page.getByText('20 Minutes Consultation')).toBeVisible()
  expect(await horoscopeOrdersFor(page, merchantOrderId)).toBe(1)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  expect(await horoscopeOrdersFor(page, merchantOrderId)).toBe(1)
  await page.getByRole('link', { name: 'Back to Horoscope' }).click()
  await expect(page).toHaveURL('/horoscope')
})

test('a devotee abroad books the call to their own phone: the country is theirs until they choose', async ({
  page,
}) => {
  await seedVisitorLocation(page, UNITED_STATES)
  await page.goto('/horoscope')
  await expect(page.getByRole('banner').getByText('United States').filter({ visible: true })).toBeVisible()
  await page.getByRole('button', { name: 'Book Consultation' }).click()
  const country = page.getByRole('dialog', { name: 'Book Consultation' }).getByLabel('Country')
  await expect(country).toHaveValue('US')
  await expect(country.locator('option:checked')).toHaveText('United States (+1)')
})

test('a payment that cannot start shows its error in the processing modal; Cancel keeps the form (390 px)', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/horoscope?scenario=payment-initiate-error')
  await page.getByRole('button', { name: 'Book Consultation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book Consultation' })
  await dialog.getByLabel('Full Name').fill('Meera Iyer')
  await dialog.getByLabel('Email').fill('meera@example.com')
  await dialog.getByLabel('Phone Number').fill('9812345678')
  await dialog.getByLabel('Date').fill(dateFieldValue())
  await dialog.getByLabel('Time Slot').selectOption('09:00 AM')
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click()
  const processing = page.getByRole('dialog', { name: 'Processing Payment' })
  await expect(processing.getByRole('alert')).toHaveText(
    'Payment gateway is unavailable. Please try again later.',
  )
  await expect(processing.getByText('₹101')).toBeVisible()
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await processing.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog', { name: 'Book Consultation' }).getByLabel('Full Name')).toHaveValue(
    'Meera Iyer',
  )
})
