import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { MockGatewayView } from '../../src/features/payment/MockGatewayView'
import { paymentFailureMessages } from '../../src/content/messages/payment'
import { textOf } from '../../src/content/text'

const ready = {
  name: 'ready',
  merchantName: 'Sankalp',
  merchantOrderId: 'POOJA_1763778000000_K3J9Q2ZX8W1M4N7P',
  amountPaise: 200100,
  submitting: null,
  error: null,
} as const

const meta = {
  title: 'Payment/MockGatewayPage',
  component: MockGatewayView,
  args: { status: ready, onChoose: fn() },
} satisfies Meta<typeof MockGatewayView>

export default meta
type Story = StoryObj<typeof meta>

/** The merchant, the amount and the four outcomes. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Sankalp')).toBeVisible()
    await expect(canvas.getByText('₹2,001')).toBeVisible()
    for (const label of ['Pay', 'Fail', 'Cancel', 'Leave pending'])
      await expect(canvas.getByRole('button', { name: label })).toBeEnabled()
    await canvas.getByRole('button', { name: 'Pay' }).click()
    await expect(args.onChoose).toHaveBeenCalledWith('COMPLETED')
  },
}

export const ReadyMobile: Story = { globals: mobileViewport }

/** A choice is being recorded: every button waits. */
export const Submitting: Story = {
  args: { status: { ...ready, submitting: 'FAILED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pay' })).toBeDisabled()
  },
}

export const Loading: Story = { args: { status: { name: 'loading' } } }

export const NotFound: Story = {
  args: { status: { name: 'error', message: textOf(paymentFailureMessages, 'paymentNotFound') } },
}

/** Outside the mock site the page does nothing. */
export const Unavailable: Story = { args: { status: { name: 'unavailable' } } }
