import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { signInRequiredMessages } from '../../src/content/messages/orders'
import { SignInRequiredView } from '../../src/features/account/SignInRequiredView'

/** What a signed-out visitor sees on /pooja-orders and /chadava-orders (SPEC §2), its words read as it renders. */
const meta = {
  title: 'Account/Sign-in required',
  args: { onSignIn: fn() },
  render: ({ onSignIn }) => <SignInRequiredView {...signInRequiredMessages} onSignIn={onSignIn} />,
} satisfies Meta<{ onSignIn: () => void }>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument()
    await expect(
      canvas.getByText('Please sign in to access our divine services and personalized features'),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In to Continue' }))
    await expect(args.onSignIn).toHaveBeenCalledOnce()
  },
}

export const SignedOutMobile: Story = { globals: mobileViewport }
