import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ContactPage } from '../../src/features/contact/ContactPage'

const meta = {
  title: 'Contact/ContactPage',
  component: ContactPage,
  parameters: { route: '/contact' },
} satisfies Meta<typeof ContactPage>

export default meta

/** Waits for replies of the mock backend, which a busy CI machine can take a while to give. */
const slow = { timeout: 5000 }
type Story = StoryObj<typeof meta>

async function fillAndSend(canvasElement: HTMLElement) {
  const form = within(within(canvasElement).getByRole('form', { name: 'Write to Us' }))
  const enter = async (label: RegExp, text: string) => {
    await userEvent.click(form.getByLabelText(label))
    await userEvent.paste(text)
  }
  await enter(/^Name/, 'Ravi Kumar')
  await enter(/^Email/, 'ravi@example.com')
  await enter(/^Phone/, '9876543210')
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Subject/ }), 'virtual-puja')
  await enter(/^Message/, 'Can the puja be performed on my mother’s birthday?')
  await userEvent.click(form.getByRole('button', { name: 'Send Message' }))
  return form
}

export const Empty: Story = {}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Write to Us' }))
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }))
    await expect(await form.findByText('Name is required', {}, slow)).toBeInTheDocument()
    await expect(form.getByText('Please choose a subject')).toBeInTheDocument()
  },
}

export const Sending: Story = {
  parameters: { msw: { handlers: { contact: [http.post('*/api/contact', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement)
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  },
}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement)
    await expect(
      await form.findByText('Thank you for your message. We will respond within 24 hours.', {}, slow),
    ).toBeInTheDocument()
    await expect(form.getByLabelText(/^Name/)).toHaveValue('')
  },
}

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        contact: [http.post('*/api/contact', () => HttpResponse.json({ success: false }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement)
    await expect(await form.findByRole('button', { name: 'Try Again' }, slow)).toBeInTheDocument()
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar')
  },
}

export const Mobile: Story = { globals: mobileViewport }
