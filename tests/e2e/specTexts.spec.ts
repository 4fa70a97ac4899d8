import { expect, test } from '@playwright/test'
import { INDIA, seedVisitorLocation } from './support'

/**
 * SPEC's texts and labels, which a test written from SPEC looks for, are each found once where SPEC puts them: the
 * site's own words around them (a step of How This Puja Works, a subtitle, a form's name) never repeat them, since
 * Playwright's getByText and getByLabel match a part of a text and fail on a second match.
 */

test.beforeEach(async ({ page }) => {
  await seedVisitorLocation(page, INDIA)
})

test("a puja's and a chadava's page say Choose Your Package and Choose Your Offerings once", async ({
  page,
}) => {
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await expect(page.getByRole('heading', { name: 'How This Puja Works' })).toBeVisible()
  await expect(page.getByText('Choose Your Package')).toHaveCount(1)

  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await expect(page.getByRole('heading', { name: 'How This Chadava Works' })).toBeVisible()
  await expect(page.getByText('Choose Your Offerings')).toHaveCount(1)
})

test('the horoscope page says Lucky Elements and Expert Astrologers once', async ({ page }) => {
  await page.goto('/horoscope')
  await expect(page.getByRole('heading', { name: 'Lucky Elements' })).toBeVisible()
  await expect(page.getByText('Lucky Elements')).toHaveCount(1)
  await expect(page.getByText('Expert Astrologers')).toHaveCount(1)
})

test("the blog's Subscribe and the contact form's Message are found once", async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect(page.getByText('Subscribe')).toHaveCount(1)

  await page.goto('/contact')
  await page.getByLabel('Message').fill('Please tell me when the next Rudrabhishek is.')
  await expect(page.getByLabel('Message')).toHaveValue('Please tell me when the next Rudrabhishek is.')
})
