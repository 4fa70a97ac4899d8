import { test, type Locator, type Page } from '@playwright/test'
import hiApp from '../../src/content/messages/hi/app'
import {
  expectAfterFirstPaint as expect,
  INDIA,
  LONG_FLOW_MS,
  MOBILE,
  seedSignedInUser,
  seedVisitorLocation,
} from './support'

/**
 * The site with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and typing; no clicks, and no field is filled
 * that Tab did not reach. Every control focus stops on shows a focus ring, a dialog's next step takes focus, and a
 * dialog that closes gives focus back to the control that opened it.
 */

interface Focus {
  /** What has focus, for the failure message. */
  name: string
  /** Whether it draws a focus ring: an outline or a box shadow. */
  ring: boolean
  /** Whether it is the element the check was given. */
  onTarget: boolean
}

/** Runs in the page: what has focus now, whether it shows a ring, and whether it is `target`. */
function readFocus(target?: Element): Focus {
  const element = document.activeElement
  if (!element || element === document.body) {
    return { name: 'the page body (focus was lost)', ring: false, onTarget: false }
  }
  const style = getComputedStyle(element)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  const label =
    element.getAttribute('aria-label') ??
    (element.textContent?.trim() || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || '')
  return {
    name: `<${element.tagName.toLowerCase()}> "${label.slice(0, 60)}"`,
    ring: outline || style.boxShadow !== 'none',
    onTarget: element === target,
  }
}

function expectRing(focus: Focus): void {
  expect(focus.ring, `a visible focus ring on ${focus.name}`).toBe(true)
}

async function expectFocusRing(page: Page): Promise<void> {
  expectRing(await page.evaluate(readFocus, undefined))
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking the focus ring at every stop on the way;
 * fails when `target` is not reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await expect(target).toBeVisible()
  let focus = await target.evaluate(readFocus)
  for (let presses = 0; presses < limit && !focus.onTarget; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    focus = await target.evaluate(readFocus)
    expectRing(focus)
  }
  await expect(target).toBeFocused()
}

/** Presses `key` once (Tab, or Shift+Tab, or an arrow in a menu) and expects `target` to have focus, with its ring. */
async function tabOnceTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' | 'ArrowUp' = 'Tab',
): Promise<void> {
  await page.keyboard.press(key)
  await expect(target).toBeFocused()
  await expectFocusRing(page)
}

/** Types into the focused field and checks the field took it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

/** On a phone's home page, opens the menu from the keyboard; returns the menu's navigation. */
async function openPhoneMenuOnHome(page: Page): Promise<Locator> {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }))
  await page.keyboard.press('Enter')
  return page.getByRole('navigation', { name: 'Mobile' })
}

test.beforeEach(async ({ page }) => {
  // Dozens of key presses, each followed by a focus check, through several pages: long flows.
  test.setTimeout(LONG_FLOW_MS)
  await seedVisitorLocation(page, INDIA)
})

test('a guest books a puja with the keyboard alone: package, contact, code, review, details, gateway, status', async ({
  page,
}) => {
  await page.goto('/virtual-puja')
  await tabTo(page, page.getByRole('button', { name: 'Book This Puja' }).first())
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/virtual-puja\/[^/]+$/)
  // The link went with the list: the new page's heading takes the focus, and Tab goes on from it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  const firstPackage = page.getByRole('button', { name: /^Select(ed)? / }).first()
  await tabTo(page, firstPackage)
  await page.keyboard.press('Space')
  const dialog = page.getByRole('dialog')
  // The first field takes focus, as the sign-in dialog's phone field does.
  const name = dialog.getByLabel('Name')
  await expect(name).toBeFocused()
  await expect(dialog.getByText('1 Add Details')).toHaveAttribute('aria-current', 'step')

  // Escape closes the dialog and gives focus back to the package button; Enter opens it again.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(firstPackage).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Enter')
  await expect(name).toBeFocused()

  // The close button does the same; before the first field, the title bar's switch to Hindi comes after it.
  await tabOnceTo(page, dialog.getByRole('link', { name: 'हिन्दी' }), 'Shift+Tab')
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Close' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(firstPackage).toBeFocused()
  await page.keyboard.press('Space')

  await typeInto(page, name, 'Asha Verma')
  const whatsApp = dialog.getByLabel('WhatsApp Number')
  await tabOnceTo(page, whatsApp)
  await typeInto(page, whatsApp, '9812345678')
  await page.keyboard.press('Enter')

  // Each step that replaces the one before takes focus, so what the guest types next lands in it.
  const code = dialog.getByLabel('OTP')
  await expect(code).toBeFocused()
  // Resend OTP, disabled while the code is sent, gives the focus to the field the new code goes in, at once.
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Back' }))
  const resend = dialog.getByRole('button', { name: 'Resend OTP' })
  await tabOnceTo(page, resend)
  const focusLostWhileSending = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        let lost = false
        const end = performance.now() + 1500
        const watch = () => {
          lost ||= document.activeElement === document.body
          if (performance.now() < end) requestAnimationFrame(watch)
          else resolve(lost)
        }
        watch()
      }),
  )
  await page.keyboard.press('Enter')
  expect(await focusLostWhileSending).toBe(false)
  await expect(resend).toBeEnabled()
  const resent = dialog.getByRole('status').filter({ hasText: 'A new code has been sent.' })
  await expect(resent).toBeVisible()
  await typeInto(page, code, '123456')
  await expect(resent).toHaveCount(0)
  await page.keyboard.press('Enter')

  await expect(dialog.getByText('2 Review Booking')).toHaveAttribute('aria-current', 'step')
  const proceed = dialog.getByRole('button', { name: 'Proceed to Payment' })
  await expect(proceed).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Enter')

  const fields: [string, string][] = [
    ['Full Name', 'Asha Verma'],
    ['Gotra', 'Kashyap'],
    ['Address', '12 Temple Road'],
    ['City', 'Varanasi'],
    ['State', 'Uttar Pradesh'],
    ['Pincode', '221001'],
  ]
  await expect(dialog.getByLabel('Full Name')).toBeFocused()
  for (const [index, [label, value]] of fields.entries()) {
    if (index > 0) await tabOnceTo(page, dialog.getByLabel(label))
    await typeInto(page, dialog.getByLabel(label), value)
  }
  // Shift+Tab walks back through the form; Tab returns to the pincode.
  await tabOnceTo(page, dialog.getByLabel('State'), 'Shift+Tab')
  await tabOnceTo(page, dialog.getByLabel('Pincode'))
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Back to Review' }))
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Continue to Payment' }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/mock-gateway\?merchantOrderId=POOJA_/)
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/payment\/success\?merchantOrderId=POOJA_/)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
})

test('the first Tab shows Skip to main content, which takes the focus past the header to the page', async ({
  page,
}) => {
  await page.goto('/virtual-puja')
  await expect(page.getByRole('button', { name: 'Book This Puja' }).first()).toBeVisible()
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  expect((await skip.boundingBox())?.height).toBeLessThanOrEqual(1)
  await tabOnceTo(page, skip)
  expect((await skip.boundingBox())?.height).toBeGreaterThan(24)
  await expect(skip).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
})

test('a link in the header keeps the focus on the page it opens', async ({ page }) => {
  await page.goto('/')
  const chadava = page.getByRole('banner').getByRole('link', { name: 'Chadava', exact: true })
  await tabTo(page, chadava)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/chadava$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(chadava).toBeFocused()
})

test('on a phone, a link in the menu, which closes, gives the focus to the heading of the page it opens', async ({
  page,
}) => {
  const menu = await openPhoneMenuOnHome(page)
  await tabTo(page, menu.getByRole('link', { name: 'Chadava', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/chadava$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expectFocusRing(page)
})

test('on a phone, हिन्दी in the menu, which closes, gives the focus back to the menu toggle, named in Hindi', async ({
  page,
}) => {
  const menu = await openPhoneMenuOnHome(page)
  await tabTo(page, menu.getByRole('link', { name: 'हिन्दी' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/hi$/)
  await expect(page.getByRole('button', { name: hiApp.headerMessages.openMenu })).toBeFocused()
  await expectFocusRing(page)
})

test('sign in from the header with the keyboard alone: Sign In, phone, code', async ({ page }) => {
  await page.goto('/')
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' }).filter({ visible: true })
  await tabTo(page, signIn)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const phone = dialog.getByRole('textbox', { name: 'Phone Number' })
  await expect(phone).toBeFocused()
  await expectFocusRing(page)

  // Escape closes the dialog and gives focus back to Sign In; so does the close button.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(signIn).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Space')
  await expect(phone).toBeFocused()
  await tabOnceTo(page, dialog.getByRole('button', { name: /^Country: India/ }), 'Shift+Tab')
  await tabOnceTo(page, dialog.getByRole('link', { name: 'हिन्दी' }), 'Shift+Tab')
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Close' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(signIn).toBeFocused()

  await page.keyboard.press('Enter')
  await typeInto(page, phone, '9876543210')
  await tabOnceTo(page, dialog.getByRole('button', { name: 'Send OTP' }))
  await page.keyboard.press('Enter')

  const code = dialog.getByLabel('Enter OTP')
  await expect(code).toBeFocused()
  await typeInto(page, code, '123456')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  // Sign In has gone: the account menu in its place takes the focus, and Sign Out gives it back to Sign In.
  const accountMenu = page
    .getByRole('button', { name: 'Account menu for +919876543210' })
    .filter({ visible: true })
  await expect(accountMenu).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused()
  await tabOnceTo(page, page.getByRole('menuitem', { name: 'Sign Out' }), 'ArrowUp')
  await page.keyboard.press('Enter')
  await expect(signIn).toBeFocused()
  await expectFocusRing(page)
})

for (const [path, prompt, first] of [
  ['/pooja-orders', 'Sign In to Continue', 'Refresh'],
  ['/profile', 'Continue with Phone Number', 'Edit'],
]) {
  test(`${prompt} on ${path} gives the focus, once signed in, to the page's first control`, async ({
    page,
  }) => {
    await page.goto(path)
    const signIn = page.getByRole('main').getByRole('button', { name: prompt })
    await tabTo(page, signIn)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await typeInto(page, dialog.getByLabel('Phone Number'), '9876543210')
    await tabOnceTo(page, dialog.getByRole('button', { name: 'Send OTP' }))
    await page.keyboard.press('Enter')
    await typeInto(page, dialog.getByLabel('Enter OTP'), '123456')
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: first, exact: true })).toBeFocused()
    await expectFocusRing(page)
  })
}

test('Edit on the profile gives the focus to its first field, and Cancel gives it back to Edit', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await page.goto('/profile')
  const edit = page.getByRole('button', { name: 'Edit' })
  await tabTo(page, edit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Display Name' })).toBeFocused()
  await expectFocusRing(page)
  await tabTo(page, page.getByRole('button', { name: 'Cancel' }))
  await page.keyboard.press('Enter')
  await expect(edit).toBeFocused()
  await expectFocusRing(page)
})

test("Clear All in a chadava's cart gives its focus to Proceed to Booking", async ({ page }) => {
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await page.getByRole('button', { name: /^Add / }).first().click()
  const cart = page.getByRole('complementary', { name: 'Selected offerings' })
  await tabTo(page, cart.getByRole('button', { name: 'Clear All' }))
  await page.keyboard.press('Enter')
  await expect(cart.getByRole('button', { name: 'Clear All' })).toHaveCount(0)
  await expect(cart.getByRole('button', { name: 'Proceed to Booking' })).toBeFocused()
  await expectFocusRing(page)
})

test('the account menu opens from the keyboard on its first item; Escape closes it on its button, Tab moves on', async ({
  page,
}) => {
  await seedSignedInUser(page)
  await page.goto('/')
  const accountMenu = page
    .getByRole('button', { name: 'Account menu for +919812345678' })
    .filter({ visible: true })
  await tabTo(page, accountMenu)
  const focusedMarkup = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
  const beside: Record<string, string | undefined> = {}
  for (const [key, back] of [
    ['Tab', 'Shift+Tab'],
    ['Shift+Tab', 'Tab'],
  ]) {
    await page.keyboard.press(key)
    beside[key] = await focusedMarkup()
    await page.keyboard.press(back)
    await expect(accountMenu).toBeFocused()
  }
  await page.keyboard.press('Enter')
  const profile = page.getByRole('menuitem', { name: 'My Profile' })
  await expect(profile).toBeFocused()
  await expectFocusRing(page)
  await page.keyboard.press('Escape')
  await expect(profile).toBeHidden()
  await expect(accountMenu).toBeFocused()
  // Tab, or Shift+Tab, does not stay in the open menu: it closes it and goes on to the control after, or before, it.
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.keyboard.press('Space')
    await expect(profile).toBeFocused()
    await page.keyboard.press(key)
    await expect(profile).toBeHidden()
    expect(await focusedMarkup()).toBe(beside[key])
    await page.keyboard.press(key === 'Tab' ? 'Shift+Tab' : 'Tab')
    await expect(accountMenu).toBeFocused()
  }
  await page.keyboard.press('Space')
  await expect(profile).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
})

test('Refresh on My Pooja Orders keeps the focus while the orders load again', async ({ page }) => {
  await seedSignedInUser(page)
  await page.goto('/pooja-orders')
  const refresh = page.getByRole('button', { name: 'Refresh' })
  await tabTo(page, refresh)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status', { name: 'Loading your orders' })).toBeHidden()
  await expect(refresh).toBeFocused()
})

test('on a phone, Tab past the open menu closes it, so the focus on the page is not hidden under it', async ({
  page,
}) => {
  const menu = await openPhoneMenuOnHome(page)
  await tabTo(page, menu.getByRole('button', { name: 'Sign In' }))
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  const focused = await page.evaluate(() => {
    const element = document.activeElement!
    const header = document.querySelector('header')!.getBoundingClientRect()
    return {
      inMain: !!element.closest('main'),
      top: element.getBoundingClientRect().top,
      below: header.bottom,
    }
  })
  expect(focused.inMain).toBe(true)
  expect(focused.top).toBeGreaterThanOrEqual(focused.below)
})

test('on a phone, Tab through a chadava with offerings chosen never leaves focus hidden under the cart', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  await page.getByRole('button', { name: /^Add / }).first().click()
  const cart = page.getByRole('complementary', { name: 'Selected offerings' })
  await expect(cart).toBeVisible()
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    const hidden = await cart.evaluate((bar) => {
      const focused = document.activeElement
      if (!focused || focused === document.body || bar.contains(focused)) return null
      const at = focused.getBoundingClientRect()
      const under = bar.getBoundingClientRect()
      return at.bottom > under.top && at.top < under.bottom ? focused.getAttribute('aria-label') : null
    })
    expect(hidden, 'a focused control hidden under the cart').toBeNull()
  }
})

test('at 400% zoom, Shift+Tab back up a chadava never leaves focus hidden under the sticky header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/chadava')
  await page.getByRole('button', { name: 'Book This Chadava' }).first().click()
  const lastAdd = page.getByRole('button', { name: /^Add / }).last()
  await lastAdd.focus()
  const header = page.getByRole('banner')
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Shift+Tab')
    const hidden = await header.evaluate((bar) => {
      const focused = document.activeElement
      if (!focused || focused === document.body || bar.contains(focused)) return null
      const at = focused.getBoundingClientRect()
      const drawnAboveBar = focused.contains(document.elementFromPoint(at.left + 1, at.top + 1))
      return at.top < bar.getBoundingClientRect().bottom && !drawnAboveBar
        ? (focused.getAttribute('aria-label') ?? focused.textContent)
        : null
    })
    expect(hidden, 'a focused control hidden under the header').toBeNull()
  }
})
