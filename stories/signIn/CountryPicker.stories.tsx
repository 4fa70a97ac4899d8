import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { CountryPicker } from '../../src/features/signIn/CountryPicker'
import { emojiIn } from '../../src/testing/emoji'

/**
 * The sign-in dialog's country dropdown (SPEC §3, §5): about 240 countries with code and dial code, searchable by
 * name, dial code or code. (`hidden: true`: jsdom never ends the dropdown's fade-in, so its options stay out of the
 * accessibility tree there; in a browser they are in it.)
 */
const meta = {
  title: 'Sign in/Country dropdown',
  component: CountryPicker,
  args: { countryCode: 'IN', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryPicker>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The country shows as its dial code, part of its name (no flag emoji: those need an emoji font, and Windows never
 * draws them).
 */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: 'Country: India (+91)' })
    await expect(picker).toHaveTextContent(/^\+91$/)
    await expect(emojiIn(picker.textContent)).toEqual([])
  },
}

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: India (+91)' }))
    const list = await screen.findByRole('listbox', { name: 'Countries', hidden: true })
    await expect(
      within(list).getByRole('option', { name: /^India\s*\+91$/, hidden: true }),
    ).toBeInTheDocument()
    await expect(emojiIn(list.textContent)).toEqual([])
  },
}

function searchFor(query: string, expected: RegExp, absent: RegExp): Story {
  return {
    play: async ({ canvasElement, args }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: India (+91)' }))
      await userEvent.click(await screen.findByLabelText('Search countries'))
      await userEvent.paste(query)
      await waitFor(() => expect(screen.queryByRole('option', { name: absent, hidden: true })).toBeNull())
      await userEvent.click(screen.getByRole('option', { name: expected, hidden: true }))
      await expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'GB', dialCode: '+44' }),
      )
    },
  }
}

export const SearchByName = searchFor('uni', /United Kingdom/, /India/)
export const SearchByDialCode = searchFor('+44', /United Kingdom/, /India/)
export const SearchByCode = searchFor('GB', /United Kingdom/, /France/)
