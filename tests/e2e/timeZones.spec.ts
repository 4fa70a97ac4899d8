import { expect, test, type Page } from '@playwright/test'

/** The Time tile of the first puja's detail page. */
async function firstPujaTime(page: Page) {
  await page.goto('/virtual-puja')
  await page.getByRole('button', { name: 'Book This Puja' }).first().click()
  await expect(page).toHaveURL(/\/virtual-puja\/[^/]+$/)
  const tile = page.getByText('Time', { exact: true }).locator('..')
  await expect(tile.getByText(/^\d\d:\d\d [AP]M IST$/)).toBeVisible()
  return tile
}

test.describe('a devotee in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('sees the temple’s IST time first and then their own, with its zone', async ({ page }) => {
    const tile = await firstPujaTime(page)
    await expect(tile.getByText(/^(\w{3} )?\d\d:\d\d [AP]M E[SD]T \(your time\)$/)).toBeVisible()
  })
})

test.describe('a devotee in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('sees only the temple’s IST time', async ({ page }) => {
    const tile = await firstPujaTime(page)
    await expect(tile.getByText(/your time/)).toHaveCount(0)
  })
})

test.describe('a devotee in London', () => {
  test.use({ timezoneId: 'Europe/London' })

  test('sees their own time under each chadava’s IST time on the list', async ({ page }) => {
    await page.goto('/chadava')
    const card = page.getByRole('article').first()
    await expect(card.getByText(/\d\d:\d\d [AP]M IST$/)).toBeVisible()
    await expect(card.getByText(/^(\w{3} )?\d\d:\d\d [AP]M GMT \(your time\)$/)).toBeVisible()
  })
})
