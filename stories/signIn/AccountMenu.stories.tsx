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
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Account menu for +919876543210' }),
    )
    await expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await expect(await screen.findByRole('menuitem', { name: 'Pooja Orders' })).toHaveAttribute(
      'href',
      '/pooja-orders',
    )
    await expect(await screen.findByRole('menuitem', { name: 'Chadava Orders' })).toHaveAttribute(
      'href',
      '/chadava-orders',
    )
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
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
  },
}
