import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import {
  bookingPuja,
  pujaOrder,
  signedInUser,
  validPersonalDetails,
} from '../../src/testing/fixtures/bookingOrders'
import { body, BookingState, contextFor, guestContext, otpState, sees, stateStory } from './bookingStoryKit'
import { bookingFormMessages, paymentPrerequisiteMessages } from '../../src/content/messages/booking'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { authErrorMessages, signInFailureMessages } from '../../src/content/messages/signIn'
import { textOf } from '../../src/content/text'

const meta = {
  title: 'Booking/PujaBookingDialog',
  component: BookingState,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingState>

export default meta
type Story = StoryObj<typeof BookingState>

/** No package chosen yet: the dialog is closed. */
export const Closed: Story = {
  ...stateStory('puja', 'idle', guestContext('puja', { order: null })),
  play: async () => {
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A guest chose a package: name and WhatsApp number, step 1 reads 'Add Details'. */
export const GuestContact: Story = {
  ...stateStory('puja', 'contact', guestContext('puja')),
  play: sees('1 Add Details', '2 Review Booking', '3 Payment', '4 Fill Name, Gotra & Address', 'Send OTP'),
}

export const ContactForm: Story = {
  ...stateStory(
    'puja',
    'contact.form',
    guestContext('puja', { contact: { name: 'Asha', whatsappNumber: '98765' } }),
  ),
  play: sees('Contact Information'),
}

/** Send OTP with nothing filled in. */
export const ContactRequiredErrors: Story = {
  ...stateStory(
    'puja',
    'contact.form',
    guestContext('puja', {
      contactErrors: {
        name: textOf(bookingFormMessages, 'nameRequired'),
        whatsappNumber: textOf(bookingFormMessages, 'whatsappNumberRequired'),
      },
    }),
  ),
  play: sees('Name is required', 'WhatsApp number is required'),
}

export const ContactInvalidNumber: Story = {
  ...stateStory(
    'puja',
    'contact.form',
    guestContext('puja', {
      contact: { name: 'Asha', whatsappNumber: '98765' },
      contactErrors: { whatsappNumber: textOf(bookingFormMessages, 'invalidWhatsappNumber') },
    }),
  ),
  play: sees('Please enter a valid 10-digit phone number'),
}

/** The provider refused to send the code: a red banner, the form stays. */
export const SendCodeFailed: Story = {
  ...stateStory(
    'puja',
    'contact.form',
    guestContext('puja', {
      contact: { name: 'Asha', whatsappNumber: '9876543210' },
      contactError: textOf(authErrorMessages, 'auth/too-many-requests'),
    }),
  ),
  play: sees('Too many attempts. Please try again later.'),
}

const filledGuest = guestContext('puja', { contact: { name: 'Asha', whatsappNumber: '9876543210' } })

/** The code is being sent: Send OTP is busy and disabled. */
export const SendingCode: Story = {
  ...stateStory('puja', 'contact.phoneCheck', filledGuest, {
    args: { otp: otpState('sending', { confirmation: null }) },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Send OTP/ })).toBeDisabled()
  },
}

/** The code was sent: enter it, go Back to the phone form, or Resend OTP. */
export const OtpStage: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: { otp: otpState('codeEntry') },
  }),
  play: sees('Enter the 6-digit code sent to +91 9876543210', 'Resend OTP', 'Back'),
}

export const OtpRequired: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: { otp: otpState('codeEntry.invalid', { error: textOf(signInFailureMessages, 'otpRequired') }) },
  }),
  play: sees('Please enter the OTP code'),
}

export const OtpInvalid: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: {
      otp: otpState('codeEntry.verifyFailed', {
        code: '111111',
        error: textOf(signInFailureMessages, 'invalidOtp'),
      }),
    },
  }),
  play: sees('Invalid OTP. Please try again.'),
}

/** Resend OTP in flight: the OTP stage stays, its buttons wait. */
export const ResendingCode: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: { otp: otpState('sending.again') },
    parameters: { machine: 'phoneOtp', state: 'sending.again' },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Resend OTP/ })).toBeDisabled()
  },
}

/** The new code was sent: the OTP stage says so until a code is typed. */
export const CodeResent: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: { otp: otpState('codeEntry.resent') },
    parameters: { machine: 'phoneOtp', state: 'codeEntry.resent' },
  }),
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('A new code has been sent.')
  },
}

export const Verifying: Story = {
  ...stateStory('puja', 'contact.phoneCheck.verifying', filledGuest, {
    args: { otp: otpState('verifying', { code: '123456' }) },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Verify/ })).toBeDisabled()
  },
}

/** Verified: the guest's display name is being saved. */
export const SavingName: Story = {
  ...stateStory('puja', 'contact.phoneCheck.savingName', filledGuest, {
    args: { otp: otpState('verified', { code: '123456', user: signedInUser }) },
  }),
  play: async () => {
    await expect(await body().findByRole('button', { name: /Verify/ })).toBeDisabled()
  },
}

/** Step 2, signed in: package, 'TBD'-safe date, contact details, Proceed to Payment. */
export const Review: Story = {
  ...stateStory('puja', 'review', contextFor('puja')),
  play: sees(
    'Rudrabhishek Puja',
    'Family Puja',
    '₹2,001',
    'WhatsApp: +91 9876543210',
    'Proceed to Payment',
    '1 Select Package',
  ),
}

export const ReviewMobile: Story = {
  ...stateStory('puja', 'review', contextFor('puja')),
  globals: mobileViewport,
}

/** A visitor outside India sees the dollar price and the rupees that will be charged. */
export const ReviewOutsideIndia: Story = {
  ...stateStory('puja', 'review', contextFor('puja'), { parameters: { location: 'US' } }),
  play: sees('$31', 'Payments are made in Indian rupees: you will be charged ₹2,001.'),
}

/** A puja without a date shows 'TBD'. */
export const ReviewDateTbd: Story = {
  ...stateStory(
    'puja',
    'review',
    contextFor('puja', {
      order: { kind: 'puja', puja: { ...bookingPuja, dateTime: '' }, pkg: pujaOrder.pkg },
    }),
  ),
  play: sees('TBD'),
}

/** Signed out before paying: the button reads 'Sign In Required' and the message shows. */
export const ReviewSignInRequired: Story = {
  ...stateStory(
    'puja',
    'review',
    contextFor('puja', {
      user: null,
      paymentError: textOf(paymentPrerequisiteMessages.authentication, 'puja'),
    }),
  ),
  play: sees('Sign In Required', 'Authentication required for pooja orders. Please sign in to continue.'),
}

export const ReviewMissingNumber: Story = {
  ...stateStory(
    'puja',
    'review',
    contextFor('puja', {
      contact: { name: 'User', whatsappNumber: '' },
      paymentError: textOf(paymentPrerequisiteMessages, 'whatsappNumberRequired'),
    }),
  ),
  play: sees('Please provide your WhatsApp number before proceeding with payment'),
}

/** Step 4: the six fields, Back to Review, Continue to Payment. */
export const PersonalDetails: Story = {
  ...stateStory('puja', 'personalDetails', contextFor('puja')),
  play: sees('Back to Review', 'Continue to Payment'),
}

export const PersonalDetailsRequired: Story = {
  ...stateStory(
    'puja',
    'personalDetails',
    contextFor('puja', {
      personalErrors: {
        fullName: textOf(bookingFormMessages.required, 'fullName'),
        gotra: textOf(bookingFormMessages.required, 'gotra'),
        address: textOf(bookingFormMessages.required, 'address'),
        city: textOf(bookingFormMessages.required, 'city'),
        state: textOf(bookingFormMessages.required, 'state'),
        pincode: textOf(bookingFormMessages.required, 'pincode'),
      },
    }),
  ),
  play: sees(
    'Full name is required',
    'Gotra is required',
    'Address is required',
    'City is required',
    'State is required',
    'Pincode is required',
  ),
}

export const PersonalDetailsPincode: Story = {
  ...stateStory(
    'puja',
    'personalDetails',
    contextFor('puja', {
      personalDetails: { ...validPersonalDetails, pincode: '2210' },
      personalErrors: { pincode: textOf(bookingFormMessages, 'invalidPincode') },
    }),
  ),
  play: sees('Please enter a valid 6-digit pincode'),
}

export const PersonalDetailsMobile: Story = {
  ...stateStory('puja', 'personalDetails', contextFor('puja')),
  globals: mobileViewport,
}

const savedFamily = [
  { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' },
  { name: 'Meera Verma', relation: 'daughter', gotra: 'Kashyap' },
  { name: 'Kamla Devi', relation: 'mother', gotra: 'Bharadwaj' },
] as const
const familyRows = [savedFamily[0], { name: 'Rohan Verma', relation: 'son', gotra: 'Kashyap' }] as const

/** A package for 4 persons: the devotee, then up to three family rows; 'Choose from saved family' fills a row. */
export const PersonalDetailsFamily: Story = {
  ...stateStory(
    'puja',
    'personalDetails',
    contextFor('puja', {
      personalDetails: validPersonalDetails,
      familyMembers: [...familyRows],
      savedFamily: [...savedFamily],
    }),
  ),
  play: async ({ args }) => {
    const dialog = body()
    await expect(
      dialog.getByText('This package is for 4 persons: you are the first; add up to 3 family members.'),
    ).toBeInTheDocument()
    await expect(dialog.getByRole('group', { name: 'Family member 3' })).toBeInTheDocument()
    await userEvent.selectOptions(dialog.getByLabelText('Choose from saved family'), 'Meera Verma (Daughter)')
    await expect(args.actions.family.onPick).toHaveBeenCalledWith(savedFamily[1])
    await expect(dialog.getByRole('option', { name: 'Ravi Verma (Spouse)' })).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Add a family member' }))
    await expect(args.actions.family.onAdd).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove family member 3' }))
    await expect(args.actions.family.onRemove).toHaveBeenCalledWith(1)
  },
}

/** Continue with a family row half filled: SPEC's name and gotra messages on the row, and a relation to choose. */
export const PersonalDetailsFamilyErrors: Story = {
  ...stateStory(
    'puja',
    'personalDetails',
    contextFor('puja', {
      personalDetails: validPersonalDetails,
      familyMembers: [familyRows[0], { name: '', relation: '', gotra: '' }],
      familyErrors: [
        {},
        {
          name: textOf(bookingFormMessages.member, 'name'),
          relation: textOf(bookingFormMessages.member, 'relation'),
          gotra: textOf(bookingFormMessages.member, 'gotra'),
        },
      ],
    }),
  ),
  play: async () => {
    const row = body().getByRole('group', { name: 'Family member 3' })
    await expect(row).toHaveTextContent('Full name is required')
    await expect(row).toHaveTextContent('Relation is required')
    await expect(row).toHaveTextContent('Gotra is required')
  },
}

/** All four names in: nothing more to add, nothing more to pick. */
export const PersonalDetailsFamilyFull: Story = {
  ...stateStory(
    'puja',
    'personalDetails',
    contextFor('puja', {
      personalDetails: validPersonalDetails,
      familyMembers: [...savedFamily],
      savedFamily: [...savedFamily],
    }),
  ),
  play: async () => {
    await expect(body().queryByRole('button', { name: 'Add a family member' })).not.toBeInTheDocument()
    await expect(body().getByLabelText('Choose from saved family')).toBeDisabled()
  },
}

export const PersonalDetailsFamilyMobile: Story = {
  ...PersonalDetailsFamilyErrors,
  globals: mobileViewport,
}

/** Back to Review after the personal details: the names in the sankalp so far. */
export const ReviewWithNames: Story = {
  ...stateStory(
    'puja',
    'review',
    contextFor('puja', { personalDetails: validPersonalDetails, familyMembers: [...familyRows] }),
  ),
  play: sees(
    'Names in the Sankalp',
    'Asha Verma · Self · Kashyap gotra',
    'Ravi Verma · Spouse · Kashyap gotra',
    'Rohan Verma · Son · Kashyap gotra',
  ),
}

const payingContext = contextFor('puja', {
  personalDetails: validPersonalDetails,
  familyMembers: [...familyRows],
})

/** Step 3: 'Processing Payment' while the payment is initiated. */
export const Paying: Story = {
  ...stateStory('puja', 'paying', payingContext),
  play: sees(
    'Processing Payment',
    'Processing Payment...',
    'Card / UPI / Net Banking',
    'Back to Details',
    'Asha Verma · Self · Kashyap gotra',
    'Rohan Verma · Son · Kashyap gotra',
  ),
}

export const Initiating: Story = {
  ...stateStory('puja', 'paying.initiating', payingContext),
  play: sees('Processing Payment...'),
}

/** The gateway answered with an allowed URL: the browser is leaving. */
export const Redirecting: Story = {
  ...stateStory('puja', 'paying.redirecting', {
    ...payingContext,
    gatewayUrl: 'https://gateway.example/pay/1',
  }),
  play: sees('Processing Payment...'),
}

/** The payment could not start: the message stays in the panel. */
export const PaymentFailed: Story = {
  ...stateStory('puja', 'paying.failed', {
    ...payingContext,
    paymentError: textOf(paymentFailureMessages, 'paymentInitiateFailed'),
  }),
  play: sees('Failed to initiate payment. Please try again.', 'Back to Details'),
}
