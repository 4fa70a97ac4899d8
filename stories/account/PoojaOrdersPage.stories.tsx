import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import type { PoojaOrder } from '../../src/api/schemas'
import { OrderListView, type OrderListViewProps } from '../../src/features/account/OrderListView'
import { PoojaOrderCard } from '../../src/features/account/PoojaOrderCard'
import { poojaOrders } from '../../src/testing/fixtures/orders'
import { orderListMessages } from '../../src/content/messages/orders'

function PoojaOrderListView(
  props: Omit<OrderListViewProps<PoojaOrder>, 'renderOrder' | 'orderKey' | 'title' | 'bookTo' | 'bookLabel'>,
) {
  return (
    <OrderListView
      {...props}
      title={orderListMessages.poojaTitle}
      bookTo="/virtual-puja"
      bookLabel={orderListMessages.bookFirstPuja}
      renderOrder={(order) => <PoojaOrderCard order={order} />}
      orderKey={(order) => order._id}
    />
  )
}

/** My Pooja Orders in each state of the orderList machine (SPEC §2). */
const meta = {
  title: 'Account/My Pooja Orders',
  component: PoojaOrderListView,
  args: { status: 'loaded', orders: poojaOrders, error: null, onRefresh: fn() },
  parameters: { machine: 'orderList' },
} satisfies Meta<typeof PoojaOrderListView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', orders: [] }, parameters: { state: 'loading' } }

export const List: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('3 Order(s) Found')).toBeInTheDocument()
    await expect(canvas.getByText('03000001')).toBeInTheDocument()
    await expect(canvas.getByText('030000AB')).toBeInTheDocument()
    await expect(canvas.getByText('₹2,001')).toBeInTheDocument()
    await expect(canvas.getByText('Mohan Sharma · Father · Bharadwaj gotra')).toBeInTheDocument()
    await expect(canvas.getByText('delivered').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'green',
    )
    await expect(canvas.getByText('processing').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'blue',
    )
    await expect(canvas.getByText('cancelled').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'red',
    )
    await expect(canvas.getByText('Not specified')).toBeInTheDocument()
    await expect(canvas.getAllByText('Special Instructions')).toHaveLength(1)
    await expect(
      canvas.getByRole('link', { name: 'View order: Rudrabhishek at Shri Kashi Vishwanath' }),
    ).toHaveAttribute('href', '/pooja-orders/66d2b3c4d5e6f70803000001')
    await expect(canvas.getAllByText('Current step:')[0]?.parentElement).toHaveTextContent(
      'Current step: Booked',
    )
  },
}

export const ListMobile: Story = { globals: mobileViewport, parameters: { state: 'loaded' } }

/** Loading again in the language just chosen: the list stays as it was until the new one replaces it. */
export const ReloadingInAnotherLanguage: Story = {
  parameters: { state: 'reloading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('3 Order(s) Found')).toBeInTheDocument()
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

/** A booking this browser started whose order is not made yet (its tab closed before the status page was done). */
export const WithBookingAwaitingConfirmation: Story = {
  args: { awaiting: [{ merchantOrderId: 'POOJA_1764300000000_AB12CD34', title: 'Maha Rudrabhishek' }] },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Bookings awaiting confirmation')).toBeInTheDocument()
    await expect(
      canvas.getByRole('link', { name: 'Check payment status: Maha Rudrabhishek' }),
    ).toHaveAttribute('href', '/payment/success?merchantOrderId=POOJA_1764300000000_AB12CD34')
  },
}

export const Empty: Story = {
  args: { status: 'empty', orders: [] },
  parameters: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No Orders Found')).toBeInTheDocument()
    await expect(canvas.getByText('0 Order(s) Found')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Book Your First Puja' })).toHaveAttribute(
      'href',
      '/virtual-puja',
    )
  },
}

export const Failed: Story = {
  args: { status: 'failed', orders: [], error: 'Failed to fetch orders' },
  parameters: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch orders')
  },
}

export const FailedUnexpectedly: Story = {
  args: { status: 'failed', orders: [], error: 'An error occurred while fetching orders' },
  parameters: { state: 'failed' },
}
