import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { INDIA, LONG_FLOW_MS, seedVisitorLocation } from './support'

/** Runs only with playwright.firebase.config.ts (npm run test:e2e:firebase): the Auth emulator must be up. */
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099'
const codesSchema = z.object({
  verificationCodes: z.array(z.object({ phoneNumber: z.string(), code: z.string() })).default([]),
})

test('signs in through the real Firebase SDK against the Auth emulator, after going back to change the number, and saves a display name', async ({
  page,
  request,
}) => {
  // Two codes sent through the real SDK and the emulator, a reload and sign-out: a long flow.
  test.setTimeout(LONG_FLOW_MS)
  const digits = `98${String(Date.now()).slice(-8)}`
  const fullPhone = `+91${digits}`
  await seedVisitorLocation(page, INDIA)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone Number').fill(`97${digits.slice(2)}`)
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog.getByLabel('Enter OTP')).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByLabel('Phone Number').fill(digits)
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await expect(dialog.getByLabel('Enter OTP')).toBeVisible({ timeout: 15_000 })

  const reply = await request.get(`${EMULATOR}/emulator/v1/projects/demo-sankalp/verificationCodes`)
  const { verificationCodes } = codesSchema.parse(await reply.json())
  const code = verificationCodes.filter((entry) => entry.phoneNumber === fullPhone).at(-1)?.code
  expect(code).toMatch(/^\d{6}$/)

  await dialog.getByLabel('Enter OTP').fill('000000')
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await dialog.getByLabel('Enter OTP').fill(code!)
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(dialog.getByText('Successfully Verified!')).toBeVisible()
  await expect(dialog).toBeHidden()

  const accountMenu = page
    .getByRole('button', { name: `Account menu for ${fullPhone}` })
    .filter({ visible: true })
  await expect(accountMenu).toBeVisible()

  // Saving the profile renames the Firebase user: the account menu shows the name, and so does Firebase after a reload.
  const name = `Asha ${digits.slice(-4)}`
  await accountMenu.click()
  await page.getByRole('menuitem', { name: 'My Profile' }).click()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Display Name').fill(name)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()
  await accountMenu.click()
  await expect(page.getByRole('menu')).toContainText(name)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(accountMenu).toBeVisible({ timeout: 15_000 })
  // The orders of a new user: the API took the emulator's ID token (without it the call is refused and the user signed
  // out).
  await page.goto('/pooja-orders')
  await expect(page.getByText('No Orders Found')).toBeVisible({ timeout: 15_000 })
  await accountMenu.click()
  await expect(page.getByRole('menu')).toContainText(name)
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true }),
  ).toBeVisible()
})
