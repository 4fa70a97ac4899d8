import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import type { BookingContext } from '../../machines/bookingSetup'
import type { PhoneOtpContext } from '../../machines/phoneOtp.machine'
import { chadavaOrder, validPersonalDetails } from '../../src/testing/fixtures/bookingOrders'
import { body, BookingState, contextFor, guestContext, otpState, sees, stateStory } from './bookingStoryKit'
import { bookingFormMessages, paymentPrerequisiteMessages } from '../../src/content/messages/booking'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf } from '../../src/content/text'

const meta = {
  title: 'Booking/ChadavaBookingDialog',
  component: BookingState,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingState>

export default meta
type Story = StoryObj<typeof BookingState>

const filledGuest = (patch: Partial<BookingContext> = {}) =>
  guestContext('chadava', { contact: { name: 'Ravi', whatsappNumber: '9812345678' }, ...patch })

/** No offerings sent to booking yet: the dialog is closed. */
export const Closed: Story = {
  ...stateStory('chadava', 'idle', guestContext('chadava', { order: null })),
  play: async () => {
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A guest proceeds with offerings: contact details first, step 1 reads 'Add Details'. */
export const GuestContact: Story = {
  ...stateStory('chadava', 'contact', guestContext('chadava')),
  play: sees('1 Add Details', 'Send OTP', 'Cancel'),
}

export const ContactErrors: Story = {
  ...stateStory(
    'chadava',
    'contact.form',
    guestContext('chadava', {
      contactErrors: {
        name: textOf(bookingFormMessages, 'nameRequired'),
        whatsappNumber: textOf(bookingFormMessages, 'whatsappNumberRequired'),
      },
    }),
  ),
  play: sees('Name is required', 'WhatsApp number is required'),
}

const chadavaOtp = (state: string, patch: Partial<PhoneOtpContext> = {}) =>
  otpState(state, { phoneNumber: '+919812345678', ...patch })

export const SendingCode: Story = {
  ...stateStory('chadava', 'contact.phoneCheck', filledGuest(), {
    args: { otp: chadavaOtp('sending', { confirmation: null }) },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Send OTP/ })).toBeDisabled()
  },
}

export const OtpStage: Story = {
  ...stateStory('chadava', 'contact.phoneCheck.verifying', filledGuest(), {
    args: { otp: chadavaOtp('codeEntry.invalid', { error: textOf(signInFailureMessages, 'otpRequired') }) },
  }),
  play: sees('Enter the 6-digit code sent to +91 9812345678', 'Please enter the OTP code'),
}

export const Verifying: Story = {
  ...stateStory('chadava', 'contact.phoneCheck.verifying', filledGuest(), {
    args: { otp: chadavaOtp('verifying', { code: '123456' }) },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Verify/ })).toBeDisabled()
  },
}

export const SavingName: Story = {
  ...stateStory('chadava', 'contact.phoneCheck.savingName', filledGuest(), {
    args: { otp: chadavaOtp('verified', { code: '123456' }) },
  }),
}

/** Step 2 for a signed-in devotee: four offerings, the total, Proceed to Payment. */
export const Review: Story = {
  ...stateStory('chadava', 'review', contextFor('chadava')),
  play: sees(
    '1 Select Offerings',
    'Diya Daan',
    'Vastra Daan',
    '₹2,004',
    'TBD',
    'Kashi Vishwanath Temple',
    'Proceed to Payment',
  ),
}

export const ReviewMobile: Story = {
  ...stateStory('chadava', 'review', contextFor('chadava')),
  globals: mobileViewport,
}

export const ReviewOutsideIndia: Story = {
  ...stateStory('chadava', 'review', contextFor('chadava'), { parameters: { location: 'US' } }),
  play: sees('$28', 'Payments are made in Indian rupees: you will be charged ₹2,004.'),
}

export const ReviewSignInRequired: Story = {
  ...stateStory(
    'chadava',
    'review',
    contextFor('chadava', {
      user: null,
      paymentError: textOf(paymentPrerequisiteMessages.authentication, 'chadava'),
    }),
  ),
  play: sees('Sign In Required', 'Authentication required for chadava orders. Please sign in to continue.'),
}

export const ReviewNoOfferings: Story = {
  ...stateStory(
    'chadava',
    'review',
    contextFor('chadava', {
      order: { ...chadavaOrder, offerings: [] },
      paymentError: textOf(paymentPrerequisiteMessages, 'noOfferings'),
    }),
  ),
  play: sees('No offerings selected'),
}

/** Proceed to Payment opens 'Processing Payment' and starts the payment at once. */
export const Paying: Story = {
  ...stateStory('chadava', 'paying', contextFor('chadava')),
  play: sees('Processing Payment', 'Coming soon', 'Back to Details'),
}

export const Initiating: Story = {
  ...stateStory('chadava', 'paying.initiating', contextFor('chadava')),
  play: sees('Processing Payment...'),
}

export const Redirecting: Story = {
  ...stateStory(
    'chadava',
    'paying.redirecting',
    contextFor('chadava', { gatewayUrl: 'https://gateway.example/pay/2' }),
  ),
  play: sees('Processing Payment...'),
}

export const PaymentFailed: Story = {
  ...stateStory(
    'chadava',
    'paying.failed',
    contextFor('chadava', { paymentError: textOf(paymentFailureMessages, 'paymentException') }),
  ),
  play: sees('An error occurred while processing payment. Please try again.'),
}

export const PaymentFailedMobile: Story = {
  ...stateStory(
    'chadava',
    'paying.failed',
    contextFor('chadava', { paymentError: textOf(paymentFailureMessages, 'paymentInitiateFailed') }),
  ),
  globals: mobileViewport,
}

/** Back to Details: the personal details with Back to Review and Complete Payment. */
export const PersonalDetails: Story = {
  ...stateStory('chadava', 'personalDetails', contextFor('chadava')),
  play: sees('4 Fill Name, Gotra & Address', 'Back to Review', 'Complete Payment'),
}

export const PersonalDetailsErrors: Story = {
  ...stateStory(
    'chadava',
    'personalDetails',
    contextFor('chadava', {
      personalDetails: { ...validPersonalDetails, city: '', pincode: '12' },
      personalErrors: {
        city: textOf(bookingFormMessages.required, 'city'),
        pincode: textOf(bookingFormMessages, 'invalidPincode'),
      },
    }),
  ),
  play: sees('City is required', 'Please enter a valid 6-digit pincode'),
}
