import { expect, type Page } from '@playwright/test'

/** The booking dialog (puja or chadava). */
export const bookingDialog = (page: Page) => page.getByRole('dialog')

/** The first puja's first package chosen, from the list: the booking dialog opens. */
export async function choosePackage(page: Page) {
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click()
  await expect(bookingDialog(page)).toBeVisible()
}

/** A guest signs in through the booking's contact step as the demo user (9876543210), and reaches review. */
export async function verifyGuest(page: Page) {
  const d = bookingDialog(page)
  await d.getByLabel('Name').fill('Asha Verma')
  await d.getByLabel('WhatsApp Number').fill('9876543210')
  await d.getByRole('button', { name: 'Send OTP' }).click()
  await d.getByLabel('OTP').fill('123456')
  await d.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(d.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible()
}
