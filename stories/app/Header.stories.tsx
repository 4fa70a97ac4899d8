import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { HeaderView } from '../../src/app/Header'
import { GLOBAL_LOCATION } from '../../src/lib/location'
import { INDIA, USA } from '../../src/testing/TestProviders'

const meta = {
  title: 'App/Header',
  component: HeaderView,
  args: {
    pathname: '/',
    location: { status: 'resolved', location: INDIA, currency: 'INR' },
    onSignIn: fn(),
  },
} satisfies Meta<typeof HeaderView>

export default meta
type Story = StoryObj<typeof meta>

/** The main navigation highlights exactly the item named (SPEC §2: equal path, or a prefix for non-root items). */
function expectActive(label: string): Story['play'] {
  return async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    await expect(current).toHaveLength(1)
  }
}

export const HomeActive: Story = { play: expectActive('Home') }
export const PujaActive: Story = { args: { pathname: '/virtual-puja' }, play: expectActive('Puja') }
/** A puja's detail page keeps Puja highlighted. */
export const PujaDetailActive: Story = {
  args: { pathname: '/virtual-puja/p-101' },
  play: expectActive('Puja'),
}
export const ChadavaActive: Story = { args: { pathname: '/chadava' }, play: expectActive('Chadava') }
export const HoroscopeActive: Story = { args: { pathname: '/horoscope' }, play: expectActive('Horoscope') }
export const AboutActive: Story = { args: { pathname: '/about' }, play: expectActive('About') }
export const ContactActive: Story = { args: { pathname: '/contact' }, play: expectActive('Contact') }

export const SignInCalls: Story = {
  play: async ({ canvasElement, args }) => {
    const [signIn] = within(canvasElement).getAllByRole('button', { name: 'Sign In' })
    await userEvent.click(signIn!)
    await expect(args.onSignIn).toHaveBeenCalledOnce()
  },
}

export const UnitedStatesVisitor: Story = {
  args: { location: { status: 'resolved', location: USA, currency: 'USD' } },
}

export const GlobalVisitor: Story = {
  args: { location: { status: 'resolved', location: GLOBAL_LOCATION, currency: 'USD' } },
}

export const DetectingLocation: Story = {
  args: { location: { status: 'loading', location: null, currency: 'USD' } },
}

/** 390 px: the toggle menu opens with the location badge on top. */
export const MobileMenuOpen: Story = {
  globals: mobileViewport,
  args: { pathname: '/chadava' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const menu = await canvas.findByRole('navigation', { name: 'Mobile' })
    await expect(menu.firstElementChild).toHaveAccessibleName('Your location: India')
    await expect(within(menu).getByRole('link', { name: 'Chadava' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeInTheDocument()
  },
}

export const MobileMenuClosed: Story = {
  globals: mobileViewport,
}
