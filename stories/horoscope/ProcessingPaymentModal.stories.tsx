import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ProcessingPaymentModal } from '../../src/features/horoscope/ProcessingPaymentModal'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { textOf } from '../../src/content/text'

const meta = {
  title: 'Horoscope/ProcessingPaymentModal',
  component: ProcessingPaymentModal,
  parameters: { machine: 'horoscopeBooking' },
  args: {
    opened: true,
    stage: 'initializing',
    error: null,
    summary: {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '+91 9812345678',
      date: '23 Nov 2026',
      time: '02:30 PM',
      duration: '20 Minutes',
      amount: '₹201',
    },
    onCancel: fn(),
  },
} satisfies Meta<typeof ProcessingPaymentModal>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function showsSummary() {
  const page = body()
  await expect(await page.findByRole('dialog', { name: 'Processing Payment' })).toBeInTheDocument()
  await expect(page.getByText('Booking Summary')).toBeInTheDocument()
  await expect(page.getByText('₹201')).toBeInTheDocument()
  await expect(page.getByText('meera@example.com')).toBeInTheDocument()
}

/** The processing modal opens and the payment starts at once. */
export const Processing: Story = {
  parameters: { state: 'processing' },
  play: showsSummary,
}

export const Initializing: Story = {
  parameters: { state: 'processing.initializing' },
  play: async ({ args }) => {
    await showsSummary()
    await expect(body().getByText('Initializing Payment...')).toBeInTheDocument()
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

/** The gateway answered; the browser is on its way there. */
export const Redirecting: Story = {
  args: { stage: 'redirecting' },
  parameters: { state: 'processing.redirecting' },
  play: async () => {
    await showsSummary()
    await expect(body().getByText('Processing Payment...')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: { stage: 'failed', error: textOf(paymentFailureMessages, 'paymentInitiateFailed') },
  parameters: { state: 'processing.failed' },
  play: async () => {
    await showsSummary()
    await expect(body().getByRole('alert')).toHaveTextContent('Failed to initiate payment. Please try again.')
    await expect(body().queryByText('Initializing Payment...')).not.toBeInTheDocument()
  },
}

export const FailedMobile: Story = { ...Failed, globals: mobileViewport }
