import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DialogTitleBarExtras } from '../../src/components/dialogTitleBar'
import { SiteDialog } from '../../src/components/SiteDialog'
import { TestProviders } from '../../src/testing/TestProviders'

function renderDialog(extras: React.ReactNode, onClose = () => {}) {
  return render(
    <TestProviders>
      <DialogTitleBarExtras value={extras}>
        <SiteDialog
          opened
          onClose={onClose}
          title="Contact Information"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <input aria-label="Name" />
        </SiteDialog>
      </DialogTitleBarExtras>
    </TestProviders>,
  )
}

describe('SiteDialog', () => {
  it("puts what the shell gives between the title and the close button, the title still the dialog's name", async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderDialog(<a href="/hi">हिन्दी</a>, onClose)
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' })
    expect(within(dialog).getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument()
    const link = within(dialog).getByRole('link', { name: 'हिन्दी' })
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const title = within(dialog).getByRole('heading')
    expect(title.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(link.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(close)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('has only its title and close button where the shell gives nothing', async () => {
    renderDialog(null)
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' })
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
