import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileViewport } from '../../.storybook/viewports'
import { SankalpNames } from '../../src/components/family/SankalpNames'

/** The names read in a sankalp: the booking's review and payment panels, the order cards and the order page. */
const meta = {
  title: 'Components/SankalpNames',
  component: SankalpNames,
  parameters: { layout: 'padded' },
  args: {
    names: [
      { name: 'Asha Verma', relation: 'self', gotra: 'Kashyap' },
      { name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' },
      { name: 'Meera Verma', relation: 'daughter', gotra: 'Kashyap' },
      { name: 'Kamla Devi', relation: 'mother', gotra: 'Bharadwaj' },
    ],
  },
} satisfies Meta<typeof SankalpNames>

export default meta
type Story = StoryObj<typeof meta>

export const FourNames: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Names in the Sankalp' })
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Asha Verma · Self · Kashyap gotra',
      'Ravi Verma · Spouse · Kashyap gotra',
      'Meera Verma · Daughter · Kashyap gotra',
      'Kamla Devi · Mother · Bharadwaj gotra',
    ])
  },
}

/** An order without names (made before the family could be named) shows nothing. */
export const NoNames: Story = {
  args: { names: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument()
  },
}

export const LongNamesMobile: Story = {
  args: {
    names: [
      { name: 'Venkata Lakshmi Narasimha Subrahmanyam', relation: 'self', gotra: 'Vishwamitra' },
      { name: 'Annapurna Satyavathi Venkata Lakshmi', relation: 'grandmother', gotra: 'Kaundinya' },
    ],
  },
  globals: mobileViewport,
}
