import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { SignInDialogView } from '../../src/features/signIn/SignInDialogView'
import {
  authErrorMessages,
  signInDialogMessages,
  signInFailureMessages,
} from '../../src/content/messages/signIn'
import { textOf, type Text } from '../../src/content/text'

/**
 * Every screen of the sign-in dialog, one story per state of the signIn machine and of its phone OTP session, the
 * phoneOtp machine (SPEC §2, §5, §8).
 */
const meta = {
  title: 'Sign in/Sign-in dialog',
  component: SignInDialogView,
  args: {
    opened: true,
    onClose: fn(),
    stage: 'phone',
    error: null,
    countryCode: 'IN',
    phone: '',
    code: '',
    fullPhone: '+919876543210',
    welcomeName: '+919876543210',
    onCountrySelect: fn(),
    onPhoneChange: fn(),
    onPhoneSubmit: fn(),
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onBack: fn(),
  },
  parameters: { machine: 'signIn' },
} satisfies Meta<typeof SignInDialogView>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog'))

export const PhoneEntry: Story = {
  parameters: { state: 'phoneEntry' },
  play: async () => {
    await expect(dialog().getByText(signInDialogMessages.title)).toBeInTheDocument()
    await expect(dialog().getByText('Sign in to access divine services')).toBeInTheDocument()
    await expect(dialog().getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    )
    await expect(dialog().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(dialog().getByRole('button', { name: 'Send OTP' })).toBeDisabled()
  },
}

export const PhoneEntryFilled: Story = {
  args: { phone: '98765 43210' },
  parameters: { state: 'phoneEntry.editing' },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Send OTP' }))
    await expect(args.onPhoneSubmit).toHaveBeenCalledOnce()
  },
}

export const PhoneEntryMobile: Story = {
  args: { phone: '98765 43210' },
  globals: mobileViewport,
  parameters: { state: 'phoneEntry.editing' },
}

export const InvalidPhone: Story = {
  args: { phone: '   ', error: textOf(signInFailureMessages, 'invalidPhone') },
  parameters: { state: 'phoneEntry.invalid' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Please enter a valid phone number')
  },
}

/** The send failed with `error`, which reads `message` in English. */
function sendFailed(error: Text, message: string): Story {
  return {
    args: { phone: '9000000001', error },
    parameters: { state: 'phoneEntry.sendFailed' },
    play: async () => {
      await expect(dialog().getByRole('alert')).toHaveTextContent(message)
    },
  }
}

export const SendFailedAppCredential = sendFailed(
  textOf(authErrorMessages, 'auth/invalid-app-credential'),
  'Phone authentication is not properly configured. Please contact support.',
)
export const SendFailedInvalidNumber = sendFailed(
  textOf(authErrorMessages, 'auth/invalid-phone-number'),
  'Please enter a valid phone number.',
)
export const SendFailedTooManyRequests = sendFailed(
  textOf(authErrorMessages, 'auth/too-many-requests'),
  'Too many attempts. Please try again later.',
)
export const SendFailedQuotaExceeded = sendFailed(
  textOf(authErrorMessages, 'auth/quota-exceeded'),
  'SMS quota exceeded. Please try again later.',
)
export const SendFailedOther = sendFailed(
  textOf(signInFailureMessages, 'sendCodeFailed'),
  'Failed to send OTP. Please try again.',
)

export const Sending: Story = {
  args: { stage: 'sending', phone: '98765 43210' },
  parameters: { machine: 'phoneOtp', state: 'sending' },
  play: async () => {
    await expect(dialog().getByRole('button', { name: /Send OTP/ })).toBeDisabled()
  },
}

/** The session's first code in flight, as sign-in always sends it (a resend is the booking dialog's ResendingCode). */
export const SendingFirstCode: Story = {
  ...Sending,
  parameters: { machine: 'phoneOtp', state: 'sending.first' },
}

export const CodeEntry: Story = {
  args: { stage: 'code', phone: '98765 43210', code: '12345' },
  parameters: { machine: 'phoneOtp', state: 'codeEntry' },
  play: async ({ args }) => {
    await expect(dialog().getByRole('button', { name: 'Verify OTP' })).toBeDisabled()
    await userEvent.click(dialog().getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const CodeComplete: Story = {
  args: { stage: 'code', phone: '98765 43210', code: '123456' },
  parameters: { machine: 'phoneOtp', state: 'codeEntry.editing' },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Verify OTP' }))
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce()
  },
}

export const InvalidCode: Story = {
  args: { stage: 'code', code: '', error: textOf(signInFailureMessages, 'enterValidOtp') },
  parameters: { machine: 'phoneOtp', state: 'codeEntry.invalid' },
}

export const WrongCode: Story = {
  args: { stage: 'code', code: '000000', error: textOf(signInFailureMessages, 'invalidOtp') },
  parameters: { machine: 'phoneOtp', state: 'codeEntry.verifyFailed' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.')
  },
}

export const Verifying: Story = {
  args: { stage: 'verifying', code: '123456' },
  parameters: { machine: 'phoneOtp', state: 'verifying' },
  play: async () => {
    await expect(dialog().getByRole('button', { name: /Verify OTP/ })).toBeDisabled()
    await expect(dialog().getByRole('button', { name: 'Back' })).toBeDisabled()
  },
}

/** The session is verified; the dialog moves on to the verified screen at once. */
export const SessionVerified: Story = {
  ...Verifying,
  parameters: { machine: 'phoneOtp', state: 'verified' },
}

/** The phone OTP session runs: its first screen is the code being sent. */
export const PhoneCheck: Story = {
  ...Sending,
  parameters: { machine: 'signIn', state: 'phoneCheck' },
}

/** The session ended because the code could not be sent: the phone form with the message. */
export const SessionSendFailed: Story = {
  ...sendFailed(
    textOf(authErrorMessages, 'auth/too-many-requests'),
    'Too many attempts. Please try again later.',
  ),
  parameters: { machine: 'phoneOtp', state: 'sendFailed' },
}

/** Back ended the session: the phone form as it was typed, no banner. */
export const SessionBack: Story = {
  args: { phone: '98765 43210' },
  parameters: { machine: 'phoneOtp', state: 'back' },
  play: async () => {
    await expect(dialog().getByLabelText('Phone Number')).toHaveValue('98765 43210')
    await expect(dialog().queryByRole('alert')).toBeNull()
  },
}

function verified(state: string): Story {
  return {
    args: { stage: 'verified' },
    parameters: { state },
    play: async () => {
      await expect(dialog().getByText('Successfully Verified!')).toBeInTheDocument()
      await expect(dialog().getByText('Welcome +919876543210! Redirecting...')).toBeInTheDocument()
    },
  }
}

export const Verified = verified('verified')
export const VerifiedSavingProfile = verified('verified.savingProfile')
export const VerifiedProfileSaved = verified('verified.profileSaved')
export const VerifiedProfileNotSaved = verified('verified.profileNotSaved')
/** Finished: the success callback has run and the dialog fades out over 200 ms. */
export const Done: Story = {
  ...verified('done'),
  args: { stage: 'verified', opened: false },
  play: undefined,
}

/** The guard's variant of the subtitle. */
export const GuardSubtitle: Story = { args: { subtitle: signInDialogMessages.guardSubtitle } }
