import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { PujaDetailView } from '../../src/features/puja/PujaDetailView'
import { pastPuja, undatedPuja, upcomingPuja } from '../../src/testing/fixtures/catalogue'
import { textOf } from '../../src/content/text'
import { pujaListFailures } from '../../src/content/messages/catalogue'

const meta = {
  title: 'Puja/PujaDetailView',
  component: PujaDetailView,
  args: { onRetry: fn(), onBook: fn() },
  parameters: { route: '/virtual-puja/puja-upcoming', machine: 'catalogueResource' },
} satisfies Meta<typeof PujaDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { resource: { status: 'loading' } },
  parameters: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading sacred puja services...')).toBeInTheDocument()
  },
}

/** A future puja: the countdown runs, the starting price shows. */
export const Loaded: Story = {
  args: { resource: { status: 'loaded', value: upcomingPuja } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('timer', { name: 'Puja begins in' })).toBeInTheDocument()
    await expect(canvas.getByText('Starting from')).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Choose Your Package' })).toBeInTheDocument()
  },
}

/** Choosing a package marks it Selected, shows its price and hands it to the booking flow. */
export const PackageSelected: Story = {
  args: { resource: { status: 'loaded', value: upcomingPuja } },
  parameters: { state: 'loaded' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Select Family Puja' }))
    await expect(canvas.getByRole('button', { name: 'Selected Family Puja' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByText('Family Puja price')).toBeInTheDocument()
    await expect(args.onBook).toHaveBeenCalledWith(upcomingPuja.pujaPackages[2])
  },
}

export const DollarPrices: Story = {
  args: { resource: { status: 'loaded', value: upcomingPuja } },
  parameters: { state: 'loaded', location: 'US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('$15').length).toBeGreaterThan(0)
  },
}

export const PastPuja: Story = {
  args: { resource: { status: 'loaded', value: pastPuja } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This puja has already taken place')).toBeInTheDocument()
    await expect(
      canvas.getByText('Booking has closed: the priests have performed this puja.'),
    ).toBeInTheDocument()
  },
}

export const DateNotSpecified: Story = {
  args: { resource: { status: 'loaded', value: undatedPuja } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not specified')).toHaveLength(2)
  },
}

export const NotFound: Story = {
  args: { resource: { status: 'notFound' } },
  parameters: { state: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Puja Not Found' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Browse All Pujas' })).toHaveAttribute(
      'href',
      '/virtual-puja',
    )
  },
}

export const Error: Story = {
  args: { resource: { status: 'error', message: textOf(pujaListFailures, 'refused') } },
  parameters: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Failed to load puja services')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  args: { resource: { status: 'loaded', value: upcomingPuja } },
  parameters: { state: 'loaded' },
  globals: mobileViewport,
}
