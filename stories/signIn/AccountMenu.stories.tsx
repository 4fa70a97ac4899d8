import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AccountControl } from '../../src/features/signIn/AccountControl'

/** The header's account slot: loading, guest (Sign In) and the signed-in account menu (SPEC §2). */
const meta = {
  title: 'Sign in/Account menu',
  component: AccountControl,
  args: {
    auth: {
      status: 'signedIn',
      user: { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: null },
    },
    onSignIn: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end', minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountControl>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Account menu for +919876543210' }),
    )
    const items = await screen.findAllByRole('menuitem', {}, { timeout: 4000 })
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'Pooja Orders',
      'Chadava Orders',
      'Sign Out',
    ])
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/profile',
      '/pooja-orders',
      '/chadava-orders',
      null,
    ])
  },
}

/** A user with a display name (given at booking or saved on the profile) sees it atop the menu. */
export const SignedInWithName: Story = {
  args: {
    auth: {
      status: 'signedIn',
      user: { uid: 'mock-919876543210', phoneNumber: '+919876543210', displayName: 'Asha Verma' },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Account menu for +919876543210' }),
    )
    const menu = await screen.findByRole('menu', {}, { timeout: 4000 })
    await expect(menu).toHaveTextContent(/^Asha Verma\s*My Profile/)
  },
}

/** A user without a phone number is labelled 'User'. */
export const NoPhoneNumber: Story = {
  args: { auth: { status: 'signedIn', user: { uid: 'u1', phoneNumber: null, displayName: null } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Account menu for User' }),
    ).toHaveTextContent('User')
  },
}

export const Guest: Story = {
  args: { auth: { status: 'signedOut', user: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }))
    await expect(args.onSignIn).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { auth: { status: 'loading', user: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Sign In' })).toBeNull()
    await expect(within(canvasElement).getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument()
  },
}
