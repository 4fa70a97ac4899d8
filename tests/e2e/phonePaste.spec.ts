import { expect, test, type Locator, type Page } from '@playwright/test'
import { choosePackage, INDIA, seedVisitorLocation } from './support'

/** How devotees copy their number from a contact card, a chat or a visiting card. */
const PASTED_NUMBERS = ['98765 43210', '98765-43210', '+91 98765 43210', '09876543210', '+91-98765-43210']

const dialog = (page: Page) => page.getByRole('dialog')

/** Pastes `text` into `field` the way a user does: the text on the clipboard, then Ctrl+V in the focused field. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.clear()
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

/**
 * Every way of writing the number, pasted, leaves its ten digits in `field`; so does typing it with a space, or with
 * its +91 in front (which, typed key by key, once kept 91 and the first eight digits).
 */
async function expectTenDigitsKept(page: Page, field: Locator) {
  for (const number of PASTED_NUMBERS) {
    await paste(page, field, number)
    await expect(field, `pasted ${number}`).toHaveValue('9876543210')
  }
  for (const typed of ['98765 43210', '+91 98765 43210']) {
    await field.clear()
    await field.pressSequentially(typed)
    await expect(field, `typed ${typed}`).toHaveValue('9876543210')
  }
}

async function openGuestBooking(page: Page) {
  await choosePackage(page)
  await expect(dialog(page).getByLabel('WhatsApp Number')).toBeVisible()
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await seedVisitorLocation(page, INDIA)
})

test('a number pasted into the booking WhatsApp field keeps all ten digits, and typing still works', async ({
  page,
}) => {
  await openGuestBooking(page)
  const whatsapp = dialog(page).getByLabel('WhatsApp Number')
  await expectTenDigitsKept(page, whatsapp)

  await dialog(page).getByLabel('Name').fill('Asha Verma')
  await paste(page, whatsapp, '+91 98765 43210')
  await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog(page).getByLabel('OTP')).toBeVisible()
  await expect(dialog(page).getByText('Please enter a valid 10-digit phone number')).toBeHidden()
})

test('a code and a pincode pasted with a space keep all their digits', async ({ page }) => {
  await openGuestBooking(page)
  const d = dialog(page)
  await d.getByLabel('Name').fill('Asha Verma')
  await paste(page, d.getByLabel('WhatsApp Number'), '98765 43210')
  await d.getByRole('button', { name: 'Send OTP' }).click()
  const code = d.getByLabel('OTP')
  await paste(page, code, '123 456')
  await expect(code).toHaveValue('123456')
  await d.getByRole('button', { name: 'Verify OTP' }).click()
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  const pincode = d.getByLabel('Pincode')
  await paste(page, pincode, '221 001')
  await expect(pincode).toHaveValue('221001')
})

test('a number pasted into the sign-in phone field keeps all ten digits, and typing still works', async ({
  page,
}) => {
  // Six pastes and a typed number, each checked: about thirty steps, 25 s on a loaded two-core machine.
  test.slow()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true }).click()
  const phone = dialog(page).getByLabel('Phone Number')
  await expectTenDigitsKept(page, phone)

  await paste(page, phone, '+91 98765 43210')
  await dialog(page).getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog(page).getByText('+919876543210')).toBeVisible()
})
