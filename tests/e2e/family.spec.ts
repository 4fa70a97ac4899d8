import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  bookingDialog,
  expectNoAxeViolations,
  INDIA,
  LONG_FLOW_MS,
  MOBILE,
  seedVisitorLocation,
  verifyGuest,
} from './support'

const dialog = bookingDialog

async function chooseFamilyPackage(page: Page) {
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await page.getByRole('button', { name: 'Select Family Puja' }).click()
  await expect(dialog(page)).toBeVisible()
}

async function fillDevotee(d: Locator) {
  await d.getByLabel('Full Name').first().fill('Asha Verma')
  await d.getByLabel('Gotra').first().fill('Kashyap')
  await d.getByLabel('Address').fill('12 Temple Road')
  await d.getByLabel('City').fill('Varanasi')
  await d.getByLabel('State').fill('Uttar Pradesh')
  await d.getByLabel('Pincode').fill('221001')
}

async function fillMember(row: Locator, name: string, relation: string, gotra: string) {
  await row.getByLabel('Full Name').fill(name)
  await row.getByLabel('Relation').selectOption({ label: relation })
  await row.getByLabel('Gotra').fill(gotra)
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

test('a 4-person package takes four names (the devotee and three) and the order carries them', async ({
  page,
}) => {
  await chooseFamilyPackage(page)
  await verifyGuest(page)
  const d = dialog(page)
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(
    d.getByText('This package is for 4 persons: you are the first; add up to 3 family members.'),
  ).toBeVisible()
  await fillDevotee(d)
  for (let i = 0; i < 3; i++) await d.getByRole('button', { name: 'Add a family member' }).click()
  await expect(d.getByRole('button', { name: 'Add a family member' })).toHaveCount(0)
  await d.getByRole('button', { name: 'Continue to Payment' }).click()
  const rows = [2, 3, 4].map((n) => d.getByRole('group', { name: `Family member ${n}` }))
  for (const row of rows) {
    await expect(row.getByText('Full name is required')).toBeVisible()
    await expect(row.getByText('Relation is required')).toBeVisible()
    await expect(row.getByText('Gotra is required')).toBeVisible()
  }
  await expect(page).not.toHaveURL(/mock-gateway/)
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await fillMember(rows[0]!, 'Ravi Verma', 'Spouse', 'Kashyap')
  await fillMember(rows[1]!, 'Meera Verma', 'Daughter', 'Kashyap')
  await fillMember(rows[2]!, 'Kamla Devi', 'Mother', 'Bharadwaj')
  await expect(d.getByText('Relation is required')).toHaveCount(0)
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })

  await d.getByRole('button', { name: 'Back to Review' }).click()
  const names = d.getByRole('list', { name: 'Names in the Sankalp' })
  await expect(names.getByRole('listitem')).toHaveText([
    'Asha Verma · Self · Kashyap gotra',
    'Ravi Verma · Spouse · Kashyap gotra',
    'Meera Verma · Daughter · Kashyap gotra',
    'Kamla Devi · Mother · Bharadwaj gotra',
  ])
  await d.getByRole('button', { name: 'Proceed to Payment' }).click()
  await d.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=POOJA_/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Order created successfully!')).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Personal Details' })
      .getByRole('list', { name: 'Names in the Sankalp' })
      .getByRole('listitem'),
  ).toHaveText([
    'Asha Verma · Self · Kashyap gotra',
    'Ravi Verma · Spouse · Kashyap gotra',
    'Meera Verma · Daughter · Kashyap gotra',
    'Kamla Devi · Mother · Bharadwaj gotra',
  ])
  await page.screenshot({ path: '/tmp/family-shots/status-page.png', fullPage: true })
  await page.goto('/pooja-orders')
  const card = page.getByRole('article').filter({ hasText: 'Ravi Verma · Spouse · Kashyap gotra' })
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('list', { name: 'Names in the Sankalp' }).getByRole('listitem')).toHaveText([
    'Asha Verma · Self · Kashyap gotra',
    'Ravi Verma · Spouse · Kashyap gotra',
    'Meera Verma · Daughter · Kashyap gotra',
    'Kamla Devi · Mother · Bharadwaj gotra',
  ])
  await expect(card.getByText('Family Puja')).toBeVisible()

  await card.getByRole('link', { name: /^View order/ }).click()
  await expect(page.getByRole('region', { name: 'Receipt' }).getByRole('listitem')).toHaveText([
    'Asha Verma · Self · Kashyap gotra',
    'Ravi Verma · Spouse · Kashyap gotra',
    'Meera Verma · Daughter · Kashyap gotra',
    'Kamla Devi · Mother · Bharadwaj gotra',
  ])
})

test('a family member saved on the profile can be picked in the next booking, on a phone', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await chooseFamilyPackage(page)
  await verifyGuest(page)
  await dialog(page).getByRole('button', { name: 'Close' }).click()

  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Add a family member' }).click()
  await fillMember(page.getByRole('group', { name: 'Family member 1' }), 'Ravi Verma', 'Spouse', 'Kashyap')
  await noHorizontalOverflow(page)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Ravi Verma · Spouse · Kashyap gotra')).toBeVisible()
  await expectNoAxeViolations(page)

  await chooseFamilyPackage(page)
  const d = dialog(page)
  await d.getByLabel('Choose from saved family').selectOption({ label: 'Ravi Verma (Spouse)' })
  const row = d.getByRole('group', { name: 'Family member 2' })
  await expect(row.getByLabel('Full Name')).toHaveValue('Ravi Verma')
  await expect(row.getByLabel('Relation')).toHaveValue('spouse')
  await expect(row.getByLabel('Gotra')).toHaveValue('Kashyap')
  await d.getByRole('button', { name: 'Add a family member' }).click()
  await d.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(d.getByText('Relation is required')).toBeVisible()
  await noHorizontalOverflow(page)
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  const box = await d.getByRole('group', { name: 'Family member 3' }).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width)
})
