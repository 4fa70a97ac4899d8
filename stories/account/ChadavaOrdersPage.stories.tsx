import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import type { ChadavaOrder } from '../../src/api/schemas'
import { ChadavaOrderCard } from '../../src/features/account/ChadavaOrderCard'
import { OrderListView, type OrderListViewProps } from '../../src/features/account/OrderListView'
import { chadavaOrders } from '../../src/testing/fixtures/orders'
import { orderListMessages } from '../../src/content/messages/orders'

function ChadavaOrderListView(
  props: Omit<
    OrderListViewProps<ChadavaOrder>,
    'renderOrder' | 'orderKey' | 'title' | 'bookTo' | 'bookLabel'
  >,
) {
  return (
    <OrderListView
      {...props}
      title={orderListMessages.chadavaTitle}
      bookTo="/chadava"
      bookLabel={orderListMessages.bookFirstChadava}
      renderOrder={(order) => <ChadavaOrderCard order={order} />}
      orderKey={(order) => order._id}
    />
  )
}

/** My Chadava Orders: list (with offerings), loading, empty and error (SPEC §2). */
const meta = {
  title: 'Account/My Chadava Orders',
  component: ChadavaOrderListView,
  args: { status: 'loaded', orders: chadavaOrders, error: null, onRefresh: fn() },
  parameters: { machine: 'orderList' },
} satisfies Meta<typeof ChadavaOrderListView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading', orders: [] }, parameters: { state: 'loading' } }

export const List: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('2 Order(s) Found')).toBeInTheDocument()
    await expect(canvas.getByText('2 offerings selected')).toBeInTheDocument()
    await expect(canvas.getByText('Gangajal Abhishek')).toBeInTheDocument()
    await expect(canvas.getByText('pending').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'yellow',
    )
    await expect(canvas.getByText('on hold').closest('[data-status-color]')).toHaveAttribute(
      'data-status-color',
      'gray',
    )
  },
}

export const ListMobile: Story = { globals: mobileViewport, parameters: { state: 'loaded' } }

export const Empty: Story = {
  args: { status: 'empty', orders: [] },
  parameters: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Book Your First Chadava' }),
    ).toHaveAttribute('href', '/chadava')
  },
}

export const Failed: Story = {
  args: { status: 'failed', orders: [], error: 'An error occurred while fetching orders' },
  parameters: { state: 'failed' },
}
