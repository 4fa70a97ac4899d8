import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ProfileView } from '../../src/features/account/ProfileView'

const saved = {
  displayName: 'Ravi Sharma',
  emailAddress: 'ravi.sharma@example.com',
  accountCreated: '2025-11-02',
}

/** The profile page in each state of the profile machine (SPEC §2 "Profile", §4). */
const meta = {
  title: 'Account/Profile',
  component: ProfileView,
  args: {
    mode: 'viewing',
    values: saved,
    phoneNumber: '+919876543210',
    memberSince: 'November 2025',
    error: null,
    onEdit: fn(),
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { machine: 'profile' },
} satisfies Meta<typeof ProfileView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { mode: 'loading' }, parameters: { state: 'loading' } }

export const View: Story = {
  parameters: { state: 'viewing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Ravi Sharma')).toBeInTheDocument()
    await expect(canvas.getByText('+919876543210')).toBeInTheDocument()
    await expect(canvas.getByText('2 November 2025')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

export const ViewNotSet: Story = {
  args: { values: { displayName: '', emailAddress: '', accountCreated: '' }, memberSince: 'Not set' },
  parameters: { state: 'viewing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not set').length).toBeGreaterThanOrEqual(3)
  },
}

export const ViewMobile: Story = { globals: mobileViewport, parameters: { state: 'viewing' } }

export const Edit: Story = {
  args: { mode: 'editing' },
  parameters: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Phone Number')).toHaveAttribute('readonly')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(args.onSave).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const EditIdle: Story = { args: { mode: 'editing' }, parameters: { state: 'editing.idle' } }

export const EditInvalidEmail: Story = {
  args: {
    mode: 'editing',
    values: { ...saved, emailAddress: 'ravi@' },
    error: 'Please enter a valid email address',
  },
  parameters: { state: 'editing.invalid' },
}

export const EditSaveFailed: Story = {
  args: { mode: 'editing', error: 'An error occurred' },
  parameters: { state: 'editing.saveFailed' },
}

export const Saving: Story = {
  args: { mode: 'saving' },
  parameters: { state: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}
