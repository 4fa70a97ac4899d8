import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { ProfileView } from '../../src/features/account/ProfileView'
import { bookingFormMessages } from '../../src/content/messages/booking'
import { textOf } from '../../src/content/text'

const family = [
  { name: 'Sunita Sharma', relation: 'spouse', gotra: 'Bharadwaj' },
  { name: 'Arjun Sharma', relation: 'son', gotra: 'Bharadwaj' },
] as const

const saved = {
  displayName: 'Ravi Sharma',
  emailAddress: 'ravi.sharma@example.com',
  accountCreated: '2025-11-02',
  familyMembers: [...family],
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
    familyErrors: [],
    family: { onAdd: fn(), onRemove: fn(), onChange: fn() },
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
    await expect(canvas.getByText('Sunita Sharma · Spouse · Bharadwaj gotra')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

export const ViewNotSet: Story = {
  args: {
    values: { displayName: '', emailAddress: '', accountCreated: '', familyMembers: [] },
    memberSince: 'Not set',
  },
  parameters: { state: 'viewing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not set').length).toBeGreaterThanOrEqual(3)
    await expect(within(canvasElement).getByText('No family members saved yet.')).toBeInTheDocument()
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

/** Editing the saved family: each member's name, relation and gotra, Remove, and Add a family member. */
export const EditFamily: Story = {
  args: { mode: 'editing' },
  parameters: { state: 'editing.idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByLabelText('Full Name')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Add a family member' }))
    await expect(args.family.onAdd).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove family member 2' }))
    await expect(args.family.onRemove).toHaveBeenCalledWith(1)
    await userEvent.selectOptions(canvas.getAllByLabelText('Relation')[0]!, 'Father')
    await expect(args.family.onChange).toHaveBeenCalledWith(0, 'relation', 'father')
  },
}

/** Save with a family row half filled: the row's messages, nothing sent. */
export const EditInvalidFamily: Story = {
  args: {
    mode: 'editing',
    values: { ...saved, familyMembers: [...family, { name: '', relation: '', gotra: '' }] },
    familyErrors: [
      {},
      {},
      {
        name: textOf(bookingFormMessages.member, 'name'),
        relation: textOf(bookingFormMessages.member, 'relation'),
        gotra: textOf(bookingFormMessages.member, 'gotra'),
      },
    ],
  },
  parameters: { state: 'editing.invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Full name is required')).toBeInTheDocument()
    await expect(canvas.getByText('Relation is required')).toBeInTheDocument()
    await expect(canvas.getByText('Gotra is required')).toBeInTheDocument()
  },
}

export const EditFamilyMobile: Story = {
  ...EditInvalidFamily,
  globals: mobileViewport,
}

export const EditIdle: Story = { args: { mode: 'editing' }, parameters: { state: 'editing.idle' } }

export const EditInvalidEmail: Story = {
  args: {
    mode: 'editing',
    values: { ...saved, emailAddress: 'ravi@' },
    emailError: 'Please enter a valid email address',
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
