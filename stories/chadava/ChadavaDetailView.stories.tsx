import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ChadavaDetailView, OFFERINGS_SECTION_ID } from '../../src/features/chadava/ChadavaDetailView'
import { chadava, offerings } from '../../src/testing/fixtures/catalogue'
import { textOf } from '../../src/content/text'
import { chadavaListFailures } from '../../src/content/messages/catalogue'

const meta = {
  title: 'Chadava/ChadavaDetailView',
  component: ChadavaDetailView,
  args: { onRetry: fn(), onProceed: fn() },
  parameters: { route: '/chadava/chadava-1', machine: 'catalogueResource' },
} satisfies Meta<typeof ChadavaDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** The cart floats only below the page's top: a story of the cart opens where a visitor meets it, at the offerings. */
function atOfferings(canvasElement: HTMLElement) {
  canvasElement.querySelector(`#${OFFERINGS_SECTION_ID}`)?.scrollIntoView?.({ block: 'start' })
}

function cart(canvasElement: HTMLElement) {
  atOfferings(canvasElement)
  return within(within(canvasElement).getByRole('complementary', { name: 'Selected offerings' }))
}

export const Loading: Story = {
  args: { resource: { status: 'loading' } },
  parameters: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading sacred offerings...')).toBeInTheDocument()
  },
}

/** Nothing chosen yet: the cart shows 0 and a zero total. */
export const CartEmpty: Story = {
  args: { resource: { status: 'loaded', value: chadava } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(cart(canvasElement).getByText('₹0')).toBeInTheDocument()
  },
}

export const CartWithTwoItems: Story = {
  args: { resource: { status: 'loaded', value: chadava }, initialSelection: offerings.slice(0, 2) },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(cart(canvasElement).getByText('₹152')).toBeInTheDocument()
    await expect(cart(canvasElement).getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Four chosen: the first 3 are listed with '+1 more items'. */
export const CartWithMoreItems: Story = {
  args: { resource: { status: 'loaded', value: chadava }, initialSelection: offerings.slice(0, 4) },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await expect(cart(canvasElement).getAllByRole('listitem')).toHaveLength(3)
    await expect(cart(canvasElement).getByText('+1 more items')).toBeInTheDocument()
  },
}

/** Proceed to Booking with nothing chosen. */
export const CartEmptyAlert: Story = {
  args: { resource: { status: 'loaded', value: chadava } },
  parameters: { state: 'loaded' },
  play: async ({ args, canvasElement }) => {
    atOfferings(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Proceed to Booking' }))
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please select at least one offering before proceeding.',
    )
    await expect(args.onProceed).not.toHaveBeenCalled()
  },
}

export const ProceedWithOfferings: Story = {
  args: { resource: { status: 'loaded', value: chadava }, initialSelection: offerings.slice(1, 3) },
  parameters: { state: 'loaded' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Proceed to Booking' }))
    await expect(args.onProceed).toHaveBeenCalledWith(offerings.slice(1, 3))
  },
}

export const DollarPrices: Story = {
  args: { resource: { status: 'loaded', value: chadava }, initialSelection: offerings.slice(0, 2) },
  parameters: { state: 'loaded', location: 'US' },
  play: async ({ canvasElement }) => {
    await expect(cart(canvasElement).getByText('$5')).toBeInTheDocument()
  },
}

/** The info popup of an offering. */
export const OfferingInfo: Story = {
  args: { resource: { status: 'loaded', value: chadava } },
  parameters: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About Marigold Garland' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Marigold Garland',
    })
    await expect(within(dialog).getByText('₹101')).toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { resource: { status: 'notFound' } },
  parameters: { state: 'notFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse All Chadava' })).toHaveAttribute(
      'href',
      '/chadava',
    )
  },
}

export const Error: Story = {
  args: { resource: { status: 'error', message: textOf(chadavaListFailures, 'refused') } },
  parameters: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to load chadava services')).toBeInTheDocument()
  },
}

export const MobileWithCart: Story = {
  args: { resource: { status: 'loaded', value: chadava }, initialSelection: offerings.slice(0, 4) },
  parameters: { state: 'loaded' },
  globals: mobileViewport,
  play: ({ canvasElement }) => atOfferings(canvasElement),
}
