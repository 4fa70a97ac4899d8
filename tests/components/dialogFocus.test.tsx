import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useRefocusWhenLost, useReturnFocus } from '../../src/components/dialogFocus'
import { FocusSlot } from '../../src/components/FocusSlot'

/** Two steps like a dialog's: a name and Next, then a code field (focused first) and Back. */
function Steps({ opened = true }: { opened?: boolean }) {
  const [step, setStep] = useState<'name' | 'code'>('name')
  const content = useRefocusWhenLost<HTMLDivElement>(opened)
  return (
    <div ref={content} tabIndex={-1}>
      <button type="button">Help</button>
      {step === 'name' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setStep('code')
          }}
        >
          <input aria-label="Name" />
          <button type="submit">Next</button>
        </form>
      ) : (
        <div>
          <button type="button" onClick={() => setStep('name')}>
            Back
          </button>
          <input aria-label="Code" data-autofocus />
        </div>
      )}
    </div>
  )
}

describe('useRefocusWhenLost', () => {
  it('gives the next step focus when the button that moved on went with its step', async () => {
    const user = userEvent.setup()
    render(<Steps />)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText('Code')).toHaveFocus()
    await user.keyboard('123456')
    expect(screen.getByLabelText('Code')).toHaveValue('123456')
  })

  it("falls back to the step's first control when none is marked data-autofocus", async () => {
    const user = userEvent.setup()
    render(<Steps />)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus()
  })

  it('leaves focus the user put elsewhere where it is', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Steps />
      </>,
    )
    screen.getByRole('button', { name: 'Outside' }).focus()
    fireEvent.submit(screen.getByLabelText('Name'))
    expect(screen.getByLabelText('Code')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus()
  })

  it('does nothing while the dialog is closing', async () => {
    const user = userEvent.setup()
    render(<Steps opened={false} />)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText('Code')).toBeInTheDocument()
    expect(document.body).toHaveFocus()
  })
})

/** A dialog mounted already open, as the sign-in dialog is for each attempt; the Modal focuses inside on its own. */
function Dialog({ opened }: { opened: boolean }) {
  useReturnFocus(opened)
  return opened ? <input aria-label="Inside" /> : null
}

interface PageProps {
  dialog: 'none' | 'open' | 'closed'
  withOpener?: boolean
  /** Whether the opener is in a `FocusSlot`, with 'Account' in its place once it has gone. */
  inSlot?: boolean
  /** Whether 'Account' is still loading in the opener's place (its placeholder is no control). */
  accountLoading?: boolean
}

function Page({ dialog, withOpener = true, inSlot = false, accountLoading = false }: PageProps) {
  const opener = withOpener && (
    <button key="open" type="button">
      Open
    </button>
  )
  return (
    <>
      {inSlot ? (
        <FocusSlot holds={withOpener}>
          {opener ||
            (accountLoading ? (
              <span key="loading">Checking your account</span>
            ) : (
              <button key="account" type="button">
                Account
              </button>
            ))}
        </FocusSlot>
      ) : (
        opener
      )}
      <button type="button">Other</button>
      {dialog !== 'none' && <Dialog opened={dialog === 'open'} />}
    </>
  )
}

describe('useReturnFocus', () => {
  it('gives focus back to the control that had it when a dialog mounted open closes', () => {
    const { rerender } = render(<Page dialog="none" />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(<Page dialog="open" />)
    screen.getByLabelText('Inside').focus()
    rerender(<Page dialog="closed" />)
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('leaves focus alone when the opener has gone meanwhile (signed in: Sign In is replaced)', () => {
    const { rerender } = render(<Page dialog="none" />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(<Page dialog="open" />)
    screen.getByLabelText('Inside').focus()
    rerender(<Page dialog="open" withOpener={false} />)
    rerender(<Page dialog="closed" withOpener={false} />)
    expect(document.body).toHaveFocus()
  })

  it("hands focus to the control that took the opener's place in its FocusSlot", () => {
    const { rerender } = render(<Page dialog="none" inSlot />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(<Page dialog="open" inSlot />)
    screen.getByLabelText('Inside').focus()
    rerender(<Page dialog="open" withOpener={false} inSlot />)
    expect(screen.getByLabelText('Inside')).toHaveFocus()
    rerender(<Page dialog="closed" withOpener={false} inSlot />)
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
  })

  /** Opened from 'Open', which 'Account' replaces; the dialog closes while 'Account' is still loading. */
  function closeWhileTheAccountLoads() {
    const { rerender } = render(<Page dialog="none" inSlot />)
    screen.getByRole('button', { name: 'Open' }).focus()
    rerender(<Page dialog="open" inSlot />)
    screen.getByLabelText('Inside').focus()
    rerender(<Page dialog="closed" withOpener={false} inSlot accountLoading />)
    return rerender
  }

  it('hands it to the control that comes into the slot later, when the dialog closed before it came', async () => {
    const rerender = closeWhileTheAccountLoads()
    expect(document.body).toHaveFocus()
    rerender(<Page dialog="closed" withOpener={false} inSlot />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus())
  })

  it('lets the visitor go elsewhere meanwhile: the control that comes later does not take the focus back', async () => {
    const rerender = closeWhileTheAccountLoads()
    screen.getByRole('button', { name: 'Other' }).focus()
    rerender(<Page dialog="closed" withOpener={false} inSlot />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus()
  })
})
