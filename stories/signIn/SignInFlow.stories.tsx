import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { createMockAuthGateway, MOCK_USER_KEY } from '../../src/auth/mockAuthGateway'
import { StaticAuth } from '../../src/auth/AuthProvider'
import { SignInDialog } from '../../src/features/signIn/SignInDialog'

/** The dialog bound to the signIn machine and the mock provider: code 123456 signs in; 9000000003 is rate-limited. */
const meta = {
  title: 'Sign in/Sign-in flow',
  component: SignInDialog,
  args: { opened: true, onClose: fn(), onSuccess: fn() },
  decorators: [
    (Story) => {
      localStorage.removeItem(MOCK_USER_KEY)
      return (
        <StaticAuth gateway={createMockAuthGateway({ delayMs: 20 })} user={null}>
          <Story />
        </StaticAuth>
      )
    },
  ],
} satisfies Meta<typeof SignInDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog'))

export const SignsIn: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByLabelText('Phone Number'))
    await userEvent.paste('98765 43210')
    await userEvent.click(dialog().getByRole('button', { name: 'Send OTP' }))
    const code = await dialog().findByLabelText('Enter OTP')
    await userEvent.click(code)
    await userEvent.paste('12a3456789')
    await expect(code).toHaveValue('123456')
    await userEvent.click(dialog().getByRole('button', { name: 'Verify OTP' }))
    await dialog().findByText('Successfully Verified!')
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce(), { timeout: 3000 })
    await expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ uid: 'mock-919876543210' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const WrongCodeThenBack: Story = {
  play: async () => {
    await userEvent.click(dialog().getByLabelText('Phone Number'))
    await userEvent.paste('9876543210')
    await userEvent.click(dialog().getByRole('button', { name: 'Send OTP' }))
    await userEvent.click(await dialog().findByLabelText('Enter OTP'))
    await userEvent.paste('000000')
    await userEvent.click(dialog().getByRole('button', { name: 'Verify OTP' }))
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.')
    await userEvent.click(dialog().getByRole('button', { name: 'Back' }))
    await expect(dialog().getByLabelText('Phone Number')).toHaveValue('9876543210')
    await expect(dialog().queryByRole('alert')).toBeNull()
  },
}

export const RateLimited: Story = {
  play: async () => {
    await userEvent.click(dialog().getByLabelText('Phone Number'))
    await userEvent.paste('9000000003')
    await userEvent.click(dialog().getByRole('button', { name: 'Send OTP' }))
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    )
  },
}
