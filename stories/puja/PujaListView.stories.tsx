import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { PujaListView } from '../../src/features/puja/PujaListView'
import { pujas } from '../../src/testing/fixtures/catalogue'
import { textOf } from '../../src/content/text'
import { pujaListFailures } from '../../src/content/messages/catalogue'

const meta = {
  title: 'Puja/PujaListView',
  component: PujaListView,
  args: { onRetry: fn() },
  parameters: { route: '/virtual-puja', machine: 'catalogueResource' },
} satisfies Meta<typeof PujaListView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { resource: { status: 'loading' } },
  parameters: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading sacred puja services...')).toBeInTheDocument()
  },
}

export const Loaded: Story = {
  args: { resource: { status: 'loaded', value: pujas } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('4 Pujas Available')).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: 'Book This Puja' })).toHaveLength(4)
  },
}

export const Empty: Story = {
  args: { resource: { status: 'loaded', value: [] } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No puja services are available/)).toBeInTheDocument()
  },
}

export const Error: Story = {
  args: { resource: { status: 'error', message: textOf(pujaListFailures, 'http') } },
  parameters: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Error Loading Services' })).toBeInTheDocument()
    await expect(canvas.getByText('Failed to fetch puja services')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  args: { resource: { status: 'loaded', value: pujas } },
  parameters: { state: 'loaded' },
  globals: mobileViewport,
}
