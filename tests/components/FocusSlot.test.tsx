import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FocusSlot } from '../../src/components/FocusSlot'

/** Sign In and an account control in one slot, as in the header; the account control opens a popup held elsewhere. */
function Account() {
  const [signedIn, setSignedIn] = useState(false)
  const [popupOpen, setPopupOpen] = useState(false)
  return (
    <>
      <p>Page text</p>
      <FocusSlot holds={signedIn}>
        <span>Account</span>
        {signedIn ? (
          <button
            key="menu"
            type="button"
            aria-controls={popupOpen ? 'account-popup' : undefined}
            onClick={() => setPopupOpen(true)}
          >
            Account menu
          </button>
        ) : (
          <button key="sign-in" type="button" onClick={() => setSignedIn(true)}>
            Sign In
          </button>
        )}
      </FocusSlot>
      <button type="button" onClick={() => setSignedIn((value) => !value)}>
        Switch from outside
      </button>
      {popupOpen && (
        <div id="account-popup">
          <button
            type="button"
            onClick={() => {
              setSignedIn(false)
              setPopupOpen(false)
            }}
          >
            Sign Out
          </button>
        </div>
      )}
    </>
  )
}

describe('FocusSlot', () => {
  it('gives the focus of a control that went to the control that took its place', async () => {
    const user = userEvent.setup()
    render(<Account />)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus()
  })

  it('follows the focus into a popup of its control: Sign Out there focuses Sign In', async () => {
    const user = userEvent.setup()
    render(<Account />)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus()
  })

  it('leaves focus that is elsewhere where it is', async () => {
    const user = userEvent.setup()
    render(<Account />)
    await user.click(screen.getByRole('button', { name: 'Switch from outside' }))
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Switch from outside' })).toHaveFocus()
  })

  it('does not take the focus back once a click elsewhere took it out of the slot', async () => {
    const user = userEvent.setup()
    render(<Account />)
    act(() => screen.getByRole('button', { name: 'Sign In' }).focus())
    await user.click(screen.getByText('Page text'))
    expect(document.body).toHaveFocus()
    act(() => screen.getByRole('button', { name: 'Switch from outside' }).click())
    expect(screen.getByRole('button', { name: 'Account menu' })).not.toHaveFocus()
    expect(document.body).toHaveFocus()
  })
})
