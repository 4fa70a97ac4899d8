import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ChadavaListView } from '../../src/features/chadava/ChadavaListView'
import { chadavas } from '../../src/testing/fixtures/catalogue'
import { textOf } from '../../src/content/text'
import { chadavaListFailures } from '../../src/content/messages/catalogue'

const meta = {
  title: 'Chadava/ChadavaListView',
  component: ChadavaListView,
  args: { onRetry: fn() },
  parameters: { route: '/chadava', machine: 'catalogueResource' },
} satisfies Meta<typeof ChadavaListView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { resource: { status: 'loading' } },
  parameters: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading sacred offerings...')).toBeInTheDocument()
  },
}

export const Loaded: Story = {
  args: { resource: { status: 'loaded', value: chadavas } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('24/7 Service Available')).toBeInTheDocument()
    await expect(canvas.getByText('100% Authentic Items')).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: 'Book This Chadava' })).toHaveLength(2)
  },
}

export const Empty: Story = {
  args: { resource: { status: 'loaded', value: [] } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No chadava services are available/)).toBeInTheDocument()
  },
}

export const Error: Story = {
  args: { resource: { status: 'error', message: textOf(chadavaListFailures, 'http') } },
  parameters: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Error Loading Services' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  args: { resource: { status: 'loaded', value: chadavas } },
  parameters: { state: 'loaded' },
  globals: mobileViewport,
}
