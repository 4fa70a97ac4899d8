import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import hiPrasad from '../../src/content/blog/articles/hi/prasadSacredFood'
import hiAbout from '../../src/content/hi/about'
import hiApp from '../../src/content/messages/hi/app'
import hiHome from '../../src/content/messages/hi/home'
import hiCatalogue from '../../src/content/messages/hi/catalogue'
import hiComponents from '../../src/content/messages/hi/components'
import hiHoroscope from '../../src/content/messages/hi/horoscope'
import hiOrders from '../../src/content/messages/hi/orders'
import { expect, test } from '../e2e/support/csp'

/**
 * Issue 12: the public pages of the production build are real HTML that paints before any script runs, and the
 * scripts then take that HTML over (hydrate) without a mismatch, keeping the very elements the browser painted.
 */
const pages = [
  { path: '/', heading: 'Experience Divine Blessings from Sacred Temples, Wherever You Are' },
  { path: '/virtual-puja', heading: 'Virtual Puja Services' },
  { path: '/chadava', heading: 'Chadava Offerings' },
  { path: '/horoscope', heading: 'Daily Horoscope' },
  { path: '/blog', heading: 'Spiritual Insights & Wisdom' },
  { path: '/blog/prasad-the-grace-we-share', heading: 'Prasad: The Grace We Share' },
  { path: '/about', heading: 'About Sankalp' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms & Conditions' },
  { path: '/virtual-puja/66b0f1a2c3d4e5f601000001', heading: 'Rudrabhishek at Shri Kashi Vishwanath' },
  { path: '/chadava/66c1a2b3c4d5e6f702000001', heading: 'Bilva Patra and Gangajal Chadava' },
]

/** The site's own title, which a page without a name of its own (home) keeps. */
const SITE_TITLE = 'Sankalp — Virtual Puja, Chadava and Horoscope'

/** The pujas the mock API serves (its seed, db.json), with their Hindi texts. */
const seed = JSON.parse(readFileSync('db.json', 'utf8')) as {
  pujas: { _id: string; title: string; desc: string; translations: { hi: { title: string; desc: string } } }[]
}

/** A puja whose time is always days ahead in the mock API's catalogue. */
const UPCOMING_PUJA = '/virtual-puja/66b0f1a2c3d4e5f601000003'

/** Issue 13: the same pages in Hindi, prerendered in Hindi. */
const hindiPages = [
  { path: '/hi', heading: hiHome.homeHeroMessages.title },
  { path: '/hi/horoscope', heading: hiHoroscope.horoscopePageMessages.title },
  { path: '/hi/blog/prasad-the-grace-we-share', heading: hiPrasad.prasadSacredFood.title },
  { path: '/hi/about', heading: hiAbout.aboutIntro.title },
  { path: '/hi/chadava/66c1a2b3c4d5e6f702000002', heading: 'सिद्धिविनायक के लिए मोदक और दूर्वा चढ़ावा' },
]

/** The list pages, prerendered with the catalogue the API gave at build time: a card each shows, and its button. */
const listPages = [
  { path: '/virtual-puja', card: 'Rudrabhishek at Shri Kashi Vishwanath', book: 'Book This Puja' },
  { path: '/chadava', card: 'Bilva Patra and Gangajal Chadava', book: 'Book This Chadava' },
  { path: '/hi/virtual-puja', card: 'श्री काशी विश्वनाथ में रुद्राभिषेक', book: hiCatalogue.pujaCardMessages.book },
]

/** Every console error or warning and uncaught error of the page, from its first script on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading } of pages) {
    test(`${path} shows its heading, header and footer, and names itself in the tab`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page).toHaveTitle(path === '/' ? SITE_TITLE : `${heading} — Sankalp`)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  for (const { path, heading } of hindiPages) {
    test(`${path} is Hindi before any script runs, and names its English page`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      await expect(page).toHaveTitle(
        path === '/hi' ? hiApp.documentMessages.title : hiApp.documentMessages.pageTitle(heading),
      )
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(
        page.getByRole('banner').getByRole('link', { name: hiApp.navigationMessages.home, exact: true }),
      ).toBeVisible()
      const english = path.replace(/^\/hi/, '') || '/'
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english)
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', path)
    })
  }

  for (const { path, card, book } of listPages) {
    test(`${path} shows its cards before any script runs`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible()
      await expect(page.getByRole('button', { name: book }).first()).toBeVisible()
      const first = page.getByRole('article').first().getByRole('img')
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      // Asked for in the head, before the scripts.
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      await expect(preload).toHaveAttribute('href', (await first.getAttribute('src'))!)
    })
  }

  test('an address no page has shows the not-found page', async ({ page }) => {
    const response = await page.goto('/404.html')
    expect(response?.ok()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})

for (const { path, heading } of [...pages, ...hindiPages]) {
  test(`${path} hydrates what was painted, with nothing in the console`, async ({ page }) => {
    const problems = problemsOf(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { painted: Element | null }).painted = document.querySelector('h1')
      })
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(
        () => (window as unknown as { painted: Element | null }).painted === document.querySelector('h1'),
      ),
    ).toBe(true)
    expect(problems).toEqual([])
  })
}

for (const { path, card } of listPages) {
  test(`${path} hydrates the cards it painted, then shows the list of the moment`, async ({ page }) => {
    const problems = problemsOf(page)
    let release: () => void = () => {}
    const answered = new Promise<void>((done) => (release = done))
    await page.route(/\/api\/(pooja|chadava)$/, async (route) => {
      const reply = await route.fetch()
      const body = (await reply.text()).replace(card, `${card} (moved)`)
      await answered
      await route.fulfill({ response: reply, body })
    })
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { painted: Element | null }).painted = document.querySelector('article img')
      })
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 2, name: `${card} (moved)` })).toBeVisible()
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { painted: Element | null }).painted ===
          document.querySelector('article img'),
      ),
    ).toBe(true)
    expect(problems).toEqual([])
  })
}

for (const path of ['/virtual-puja', '/hi']) {
  test(`${path} asks for the app's code only once it has rendered its first frame, then comes alive`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        ;(window as unknown as { firstFrame: number }).firstFrame = performance.now()
      })
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const { firstFrame, code } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      code: performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.endsWith('.js') && !/\/assets\/start-[\w-]+\.js$/.test(name))
        .map(({ name, startTime }) => ({ name, startTime })),
    }))
    expect(code.length).toBeGreaterThan(10)
    expect(code.filter(({ startTime }) => startTime < firstFrame)).toEqual([])
    expect(await page.evaluate(() => 'sankalpEarlyInput' in window)).toBe(false)
  })
}

test.describe('a visitor abroad', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('sees their own time on the chadava cards painted in India’s time', async ({ page }) => {
    const problems = problemsOf(page)
    expect(await (await page.request.get('/chadava')).text()).not.toContain('(your time)')
    await page.goto('/chadava')
    await expect(page.getByText(/ (EST|EDT) \(your time\)$/).first()).toBeVisible()
    expect(problems).toEqual([])
  })

  test('sees their own time on a puja’s page painted in India’s time', async ({ page }) => {
    const problems = problemsOf(page)
    expect(await (await page.request.get(UPCOMING_PUJA)).text()).not.toContain('(your time)')
    await page.goto(UPCOMING_PUJA)
    await expect(page.getByText(/ (EST|EDT) \(your time\)$/)).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('a chadava’s page painted without its cart hydrates, and the cart comes in as one bar', async ({
    page,
  }) => {
    const problems = problemsOf(page)
    await page.goto('/chadava/66c1a2b3c4d5e6f702000001')
    const cart = page.getByRole('complementary', { name: 'Selected offerings' })
    await expect(cart.getByRole('button', { name: 'Proceed to Booking' })).toBeVisible()
    await expect(cart.getByRole('button', { expanded: false })).toBeVisible()
    expect(problems).toEqual([])
  })
})

/** A puja the API did not have when the site was built: its page is not prerendered. */
const PUJA_NOT_PRERENDERED = '/virtual-puja/66b0f1a2c3d4e5f6010000ff'

test.describe('a page that is not prerendered, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, lang, puja, loading } of [
    { path: PUJA_NOT_PRERENDERED, lang: 'en', puja: 'Puja', loading: 'Loading...' },
    {
      path: '/hi/pooja-orders',
      lang: 'hi',
      puja: hiApp.navigationMessages.puja,
      loading: hiComponents.pageLoaderMessages.loading,
    },
  ]) {
    test(`${path} paints the app shell in its language: the header marking no page, a page loading, the footer`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const navigation = page.getByRole('banner').getByRole('navigation').first()
      await expect(navigation.getByRole('link', { name: puja, exact: true })).toBeVisible()
      // The shell stands for any page: its navigation marks none as the page shown.
      await expect(navigation.locator('[aria-current]')).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('status', { name: loading })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
    })
  }
})

for (const { path, heading, title, loading } of [
  {
    path: PUJA_NOT_PRERENDERED,
    heading: 'Puja Not Found',
    title: 'Puja Not Found — Sankalp',
    loading: 'Loading...',
  },
  {
    path: '/hi/pooja-orders',
    heading: hiOrders.signInRequiredMessages.title,
    title: hiApp.documentMessages.pageTitle(hiOrders.orderListMessages.poojaTitle),
    loading: hiComponents.pageLoaderMessages.loading,
  },
]) {
  test(`${path} is rendered in place of the app shell, with nothing in the console`, async ({ page }) => {
    const problems = problemsOf(page)
    await page.goto(path)
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('app-shell')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('main').getByRole('status', { name: loading })).toHaveCount(0)
    await expect(page.getByRole('banner')).toHaveCount(1)
    expect(problems).toEqual([])
  })
}

test.describe('a puja’s page painted before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('shows its packages, asks for its picture first, and leaves the time left to the live page', async ({
    page,
  }) => {
    await page.goto(UPCOMING_PUJA)
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible()
    const picture = page.getByRole('img', { name: /^Kaal Sarp Dosh Nivaran Puja at Trimbakeshwar/ }).first()
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
    await expect(preload).toHaveAttribute('href', (await picture.getAttribute('src'))!)
    await expect(page.getByRole('timer', { name: 'Puja begins in' })).toContainText('--')
  })

  test('says in its head what the puja is, for a link shared on a chat, in each language', async ({
    page,
  }) => {
    const puja = seed.pujas.find(({ _id }) => UPCOMING_PUJA.endsWith(_id))!
    await page.goto(UPCOMING_PUJA)
    await expect(page).toHaveTitle(`${puja.title} — Sankalp`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', puja.desc)
    await page.goto(`/hi${UPCOMING_PUJA}`)
    await expect(page).toHaveTitle(`${puja.translations.hi.title} — Sankalp`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      puja.translations.hi.desc,
    )
  })
})

test('a puja’s page comes alive with the time left ticking', async ({ page }) => {
  await page.goto(UPCOMING_PUJA)
  const timer = page.getByRole('timer', { name: 'Puja begins in' })
  await expect(timer).not.toContainText('--')
  const first = await timer.textContent()
  await expect(timer).not.toHaveText(first!)
})

test('a first visit without a session never downloads the sign-in provider', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  for (const { path } of pages) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(requested.filter((url) => /firebase|googleapis|gstatic|recaptcha/i.test(url))).toEqual([])
})

test('the horoscope, prerendered on the day of the build, hydrates on another day and shows that day', async ({
  page,
}) => {
  const problems = problemsOf(page)
  await page.clock.install({ time: new Date(2031, 0, 15, 10, 0) })
  await page.goto('/horoscope')
  await expect(page.getByLabel('Date')).toHaveValue('2031-01-15')
  await expect(page.getByText('Wednesday, 15 January 2031')).toBeVisible()
  await expect(page.getByRole('heading', { name: "Today's Overview" })).toBeVisible()
  expect(problems).toEqual([])
})
