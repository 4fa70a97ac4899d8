import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { PaymentPageView } from '../../src/features/payment/PaymentPageView'
import type { PaymentRequest } from '../../src/features/payment/paymentRequest'

const pujaRequest: PaymentRequest = {
  service: 'Rudrabhishek Puja',
  amount: 2001,
  type: 'puja',
  items: [{ name: 'Family Puja', quantity: 1, price: 2001 }],
}
const donationRequest: PaymentRequest = {
  service: 'Temple Annadanam',
  amount: 1100,
  type: 'donation',
  items: [{ name: 'Meals for devotees', quantity: 2, price: 550 }],
}

const meta = {
  title: 'Payment/PaymentPage',
  component: PaymentPageView,
  args: {
    status: { name: 'form', request: pujaRequest, method: 'card', processing: false },
    onMethodChange: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof PaymentPageView>

export default meta
type Story = StoryObj<typeof meta>

/** Opened without a service or amount. */
export const Invalid: Story = {
  args: { status: { name: 'invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Invalid Payment Request')).toBeVisible()
    await expect(canvas.getByText('Please select a service before proceeding to payment.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  },
}

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Card Number')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay Securely' })).toBeEnabled()
    await expect(canvas.getByText('Family Puja x 1')).toBeVisible()
  },
}

export const CardMobile: Story = { globals: mobileViewport }

export const Upi: Story = {
  args: { status: { name: 'form', request: pujaRequest, method: 'upi', processing: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('UPI ID')).toBeVisible()
  },
}

export const NetBanking: Story = {
  args: { status: { name: 'form', request: pujaRequest, method: 'netbanking', processing: false } },
}

/** A donation: 'Complete Donation' and the Section 80G notice. */
export const Donation: Story = {
  args: { status: { name: 'form', request: donationRequest, method: 'card', processing: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Complete Donation' })).toBeVisible()
    await expect(canvas.getByText(/Section 80G/)).toBeVisible()
  },
}

export const Processing: Story = {
  args: { status: { name: 'form', request: pujaRequest, method: 'card', processing: true } },
}

export const SuccessPuja: Story = {
  args: { status: { name: 'success', request: pujaRequest, transactionId: 'TXN1763778000000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Transaction ID: TXN1763778000000')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', '/virtual-puja')
  },
}

export const SuccessChadava: Story = {
  args: {
    status: {
      name: 'success',
      request: { ...pujaRequest, type: 'chadava' },
      transactionId: 'TXN1763778000000',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book Again' })).toHaveAttribute(
      'href',
      '/chadava',
    )
  },
}

export const SuccessDonation: Story = {
  args: { status: { name: 'success', request: donationRequest, transactionId: 'TXN1763778000000' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book Again' })).toHaveAttribute(
      'href',
      '/donation',
    )
  },
}
