import { expect, test, type Page } from '@playwright/test'
import { INDIA, MOBILE, seedVisitorLocation } from './support'

/** Opens /payment with SPEC §2's route state, as a page of the site would navigate there with it. */
async function openPaymentPage(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    const usr = { service: 'Rudrabhishek Puja', amount: 851, type: 'puja', items: [] }
    window.history.pushState({ usr, key: 'payment', idx: 1 }, '', '/payment')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  })
  await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await seedVisitorLocation(page, INDIA)
})

for (const [width, viewport] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', MOBILE],
] as const) {
  test(`at ${width} px, /payment's method is chosen by its radio, its label or its words`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openPaymentPage(page)
    await page.getByRole('radio', { name: 'UPI' }).check()
    await expect(page.getByLabel('UPI ID')).toBeVisible()
    await page.getByLabel('Net Banking').check()
    await expect(page.getByRole('radio', { name: 'Net Banking' })).toBeChecked()
    await page.getByText('Credit/Debit Card', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked()
    await expect(page.getByLabel('Card Number')).toBeVisible()
  })
}
