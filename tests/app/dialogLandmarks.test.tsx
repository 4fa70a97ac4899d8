import { MantineProvider, Modal } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { theme } from '../../src/app/theme'

describe("a dialog's title bar", () => {
  it('is not a second banner landmark, and still holds the title and the close button', async () => {
    render(
      <MantineProvider theme={theme}>
        <header>The site's header</header>
        <Modal opened onClose={() => {}} title="Welcome to Sankalp">
          The dialog's content
        </Modal>
      </MantineProvider>,
    )
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getAllByRole('banner', { hidden: true })).toHaveLength(1)
    expect(dialog.getByRole('heading', { name: 'Welcome to Sankalp' })).toBeInTheDocument()
    expect(dialog.getByRole('button')).toBeInTheDocument()
  })
})
