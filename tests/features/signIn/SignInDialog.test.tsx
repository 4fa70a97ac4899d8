import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { AuthGateway } from '../../../src/auth/AuthGateway'
import { StaticAuth } from '../../../src/auth/AuthProvider'
import { createMockAuthGateway } from '../../../src/auth/mockAuthGateway'
import { SignInDialog } from '../../../src/features/signIn/SignInDialog'
import { renderPage } from '../../render'

/** The mock provider, counting its mounted human checks. */
function countingGateway() {
  const gateway = createMockAuthGateway({ delayMs: 0 })
  const counts = { mounted: 0, cleared: 0 }
  const counted: AuthGateway = {
    ...gateway,
    mountHumanCheck() {
      counts.mounted += 1
      const clear = gateway.mountHumanCheck()
      return () => {
        counts.cleared += 1
        clear()
      }
    },
  }
  return { gateway: counted, counts }
}

function Opener({ gateway }: { gateway: AuthGateway }) {
  const [opened, setOpened] = useState(false)
  return (
    <StaticAuth gateway={gateway} user={null}>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <SignInDialog opened={opened} onClose={() => setOpened(false)} />
    </StaticAuth>
  )
}

describe('sign-in dialog', () => {
  it('mounts the human check for the code it sends, and clears it when the dialog is closed', async () => {
    const { gateway, counts } = countingGateway()
    const { user } = renderPage(<Opener gateway={gateway} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    let dialog = within(await screen.findByRole('dialog'))
    await user.type(dialog.getByLabelText('Phone Number'), '9876543210')
    await user.click(dialog.getByRole('button', { name: 'Send OTP' }))
    expect(await dialog.findByLabelText('Enter OTP')).toBeInTheDocument()
    expect(counts).toEqual({ mounted: 1, cleared: 0 })

    await user.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(counts).toEqual({ mounted: 1, cleared: 1 }))

    await user.click(screen.getByRole('button', { name: 'Open' }))
    dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByLabelText('Phone Number')).toHaveValue('')
  })

  it('reads the phone field with its help text', async () => {
    const { user } = renderPage(<Opener gateway={createMockAuthGateway({ delayMs: 0 })} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Enter your phone number without the country code',
    )
  })
})
