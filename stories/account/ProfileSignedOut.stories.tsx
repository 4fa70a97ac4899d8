import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ProfileSignedOutView } from '../../src/features/account/ProfileSignedOutView'

/** /profile for a signed-out visitor (SPEC §2). */
const meta = {
  title: 'Account/Profile signed out',
  component: ProfileSignedOutView,
  args: { onSignIn: fn() },
} satisfies Meta<typeof ProfileSignedOutView>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument()
  },
}
