import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { orderDetailOf } from '../../src/features/account/orderDetail'
import { OrderDetailView } from '../../src/features/account/OrderDetailView'
import {
  deliveredOrder,
  justBookedOrder,
  refundedOrder,
  refundPendingOrder,
  videoReadyOrder,
} from '../../src/testing/fixtures/orderTimeline'

/** The order page (issue 14) in each state of the orderDetail machine, and its order at each point of its path. */
const meta = {
  title: 'Account/Order page',
  component: OrderDetailView,
  args: {
    heading: 'Puja order',
    backTo: '/pooja-orders',
    backLabel: 'Back to My Pooja Orders',
    status: 'loaded',
    order: orderDetailOf(videoReadyOrder),
    error: null,
    showDollars: false,
    timeZone: 'Asia/Kolkata',
    onRefresh: fn(),
    onRetry: fn(),
    onPrint: fn(),
  },
  parameters: { machine: 'orderDetail', state: 'loaded' },
} satisfies Meta<typeof OrderDetailView>

export default meta
type Story = StoryObj<typeof meta>

const stepTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

export const Loading: Story = {
  args: { status: 'loading', order: null },
  parameters: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your order' }),
    ).toBeInTheDocument()
  },
}

export const VideoReady: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const steps = stepTexts(canvasElement)
    await expect(steps).toHaveLength(6)
    await expect(steps[0]).toContain('Booked')
    await expect(steps[0]).toContain('Done: Fri, 20 Nov, 2026 · 10:10 AM IST')
    await expect(steps[0]).toContain('Payment reference POOJA_1763613600000_B3X8T1')
    await expect(steps[1]).toContain('Confirmed by Shree Siddhivinayak Temple, Mumbai')
    await expect(steps[2]).toContain('Done: Sat, 28 Nov, 2026 · 07:00 AM IST')
    await expect(steps[4]).toContain('Next: Expected by Sun, 29 Nov, 2026 · 07:00 AM IST')
    await expect(steps[5]).toContain('Still to come')
    await expect(canvas.getByRole('link', { name: 'Jump to your sankalp' })).toHaveAttribute(
      'href',
      'https://videos.sankalp.example/sankalp/66d2b3c4d5e6f70803000002.mp4#t=95',
    )
    await expect(canvas.getByText('Your name is read at 1:35 in the video.')).toBeInTheDocument()
    await expect(canvas.queryByText('Price in US dollars')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }))
    await expect(args.onPrint).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}

export const JustBooked: Story = {
  args: { order: orderDetailOf(justBookedOrder) },
  play: async ({ canvasElement }) => {
    const steps = stepTexts(canvasElement)
    await expect(steps[1]).toContain('Next: Expected by Fri, 20 Nov, 2026 · 12:10 PM IST')
    await expect(within(canvasElement).getByRole('region', { name: 'Receipt' })).toHaveTextContent(
      'StatusBooked',
    )
  },
}

export const Delivered: Story = {
  args: { order: orderDetailOf(deliveredOrder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(stepTexts(canvasElement).every((text) => text?.includes('Done: '))).toBe(true)
    await expect(canvas.getByText('India Post, tracking number EP123456789IN')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Track your prasad' })).toHaveAttribute(
      'href',
      'https://courier.sankalp.example/track/EP123456789IN',
    )
  },
}

export const Refunded: Story = {
  args: { order: orderDetailOf(refundedOrder) },
  play: async ({ canvasElement }) => {
    const steps = stepTexts(canvasElement)
    await expect(steps.map((text) => text?.split('Done')[0])).toEqual(['Booked', 'Cancelled', 'Refunded'])
    await expect(steps[2]).toContain('₹851 refunded to your account.')
    await expect(within(canvasElement).queryByText('Performed')).toBeNull()
  },
}

export const RefundPending: Story = {
  args: { order: orderDetailOf(refundPendingOrder) },
  play: async ({ canvasElement }) => {
    const steps = stepTexts(canvasElement)
    await expect(steps[1]).toContain('Your refund is on its way.')
    await expect(steps[2]).toContain('Next: Expected by')
  },
}

/** A visitor in New York: each time in IST, then their own; the receipt shows the dollar price they saw. */
export const Abroad: Story = {
  args: { timeZone: 'America/New_York', showDollars: true },
  parameters: { location: 'US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(stepTexts(canvasElement)[2]).toContain('Fri 08:30 PM EST (your time)')
    const receipt = canvas.getByRole('region', { name: 'Receipt' })
    await expect(receipt).toHaveTextContent('Price in US dollars$15')
    await expect(receipt).toHaveTextContent('Amount charged₹851')
  },
}

/** The names read in the sankalp, when the order carries them (issue 14 part 5). */
export const WithNames: Story = {
  args: {
    order: {
      ...orderDetailOf(videoReadyOrder),
      sankalpNames: [
        { name: 'Asha Verma', relation: 'self', gotra: 'Kashyap' },
        { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('region', { name: 'Receipt' })
    await expect(receipt).toHaveTextContent('Asha Verma · Self · Kashyap gotra')
    await expect(receipt).toHaveTextContent('Ravi Verma · Spouse · Kashyap gotra')
  },
}

export const VideoReadyMobile: Story = { globals: mobileViewport }

export const Refreshing: Story = {
  args: { status: 'refreshing' },
  parameters: { state: 'refreshing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6)
  },
}

export const RefreshFailed: Story = {
  args: { error: 'An error occurred while fetching orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred while fetching orders')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6)
  },
}

export const Failed: Story = {
  args: { status: 'failed', order: null, error: 'Failed to fetch orders' },
  parameters: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch orders')
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: { status: 'notFound', order: null },
  parameters: { state: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Receipt' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to My Pooja Orders' })).toBeInTheDocument()
  },
}
