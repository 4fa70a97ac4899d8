import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, gotoWithScenario, MOBILE } from './support'

const THANK_YOU = 'Thank you for your message. We will respond within 24 hours.'

test('search the blog, filter it, and open an article from its card', async ({ page }) => {
  await page.goto('/blog')
  const all = page.getByRole('region', { name: 'All Articles' })
  await expect(all.getByRole('article')).toHaveCount(6)

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('navratri')
  await expect(all.getByRole('article')).toHaveCount(1)
  await page.getByRole('button', { name: 'Astrology' }).click()
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible()
  await page.getByRole('button', { name: 'All' }).click()

  await all.getByRole('link', { name: 'Navratri: Nine Nights of the Divine Mother' }).click()
  await expect(page).toHaveURL('/blog/navratri-nine-nights-of-the-divine-mother')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Navratri: Nine Nights of the Divine Mother' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'The nine forms of Durga' })).toBeVisible()

  await page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/)
  await expect(page).not.toHaveURL('/blog/navratri-nine-nights-of-the-divine-mother')
})

test('an unknown article says so and leads back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

test('subscribe to the newsletter', async ({ page }) => {
  // Two axe runs: on a shared 2-core machine they can take most of 30 s.
  test.slow()
  await page.goto('/blog')
  const box = page.getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' })
  await box.getByLabel('Email address').fill('devotee@')
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByText('Please enter a valid email address')).toBeVisible()
  await expectNoAxeViolations(page, { include: '#main' })
  await box.getByLabel('Email address').fill('devotee@example.com')
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByText(/Thank you for subscribing/)).toBeVisible()
  await expectNoAxeViolations(page, { include: '#main' })
})

async function fillContactForm(page: import('@playwright/test').Page) {
  const form = page.getByRole('form', { name: 'Write to Us' })
  await form.getByLabel('Name').fill('Ravi Kumar')
  await form.getByLabel('Email').fill('ravi@example.com')
  await form.getByLabel('Subject').selectOption({ label: 'Virtual Puja Booking' })
  await form.getByLabel('Message').fill('Can the puja be performed on my mother’s birthday?')
  return form
}

test('send the contact form and see the thank-you text, with the form cleared', async ({ page }) => {
  await page.goto('/contact')
  const form = await fillContactForm(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(THANK_YOU)).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')
})

test('Send Message pressed from the keyboard keeps the focus once the message is sent', async ({ page }) => {
  await page.goto('/contact')
  const send = (await fillContactForm(page)).getByRole('button', { name: 'Send Message' })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(THANK_YOU)).toBeVisible()
  await expect(send).toBeFocused()
})

test('a failed contact message keeps the text and shows an error', async ({ page }) => {
  await gotoWithScenario(page, '/contact', 'contact-error')
  const form = await fillContactForm(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('alert')).toContainText('We could not send your message')
  await expect(form.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Ravi Kumar')
  await expect(page.getByText(THANK_YOU)).toHaveCount(0)
  await expectNoAxeViolations(page, { include: '#main' })
})

test('the table of contents of the terms jumps to its sections', async ({ page }) => {
  await page.goto('/terms-conditions')
  await expect(page.getByText('Last updated: 04-09-2025')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Grievance Officer' })
    .click()
  await expect(page).toHaveURL(/#grievance-officer$/)
  await expect(page.getByRole('heading', { level: 2, name: /Grievance Officer/ })).toBeInViewport()
})

const pages = [
  ['blog', '/blog'],
  ['an article', '/blog/significance-of-daily-puja-at-home'],
  ['an unknown article', '/blog/no-such-article'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy policy', '/privacy-policy'],
  ['terms and conditions', '/terms-conditions'],
] as const

for (const [name, path] of pages) {
  test(`axe finds no WCAG 2.1 AA violations on ${name}, desktop and phone`, async ({ page }) => {
    // Two axe runs on a long page: on a shared 2-core machine that alone can take most of 30 s.
    test.slow()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize(MOBILE)
    await expectNoAxeViolations(page)
  })
}

test('axe passes on the contact form showing its errors and on the sent form', async ({ page }) => {
  // Two axe runs on the whole page and a form filled in between: a long test on a shared 2-core machine.
  test.slow()
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expectNoAxeViolations(page)
  await fillContactForm(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText(THANK_YOU)).toBeVisible()
  await expectNoAxeViolations(page)
})
