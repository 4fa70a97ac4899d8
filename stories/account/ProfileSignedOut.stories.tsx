import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { profileSignedOutMessages } from '../../src/content/messages/profile'
import { SignInRequiredView } from '../../src/features/account/SignInRequiredView'

/** /profile for a signed-out visitor (SPEC §2): the sign-in prompt in the profile's words, read as it renders. */
const meta = {
  title: 'Account/Profile signed out',
  args: { onSignIn: fn() },
  render: ({ onSignIn }) => <SignInRequiredView {...profileSignedOutMessages} onSignIn={onSignIn} />,
} satisfies Meta<{ onSignIn: () => void }>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument()
  },
}
