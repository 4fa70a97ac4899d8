import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { ProfilePage } from '../../../src/features/account/ProfilePage'
import { DEMO_USER, renderWithAuth } from '../signIn/authTestKit'

describe('Profile page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderWithAuth(<ProfilePage />, { route: '/profile' })
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument()
  })

  it('shows the saved profile, edits it, and Cancel restores the saved values', async () => {
    const { user } = renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    expect(await screen.findByText('ravi.sharma@example.com')).toBeInTheDocument()
    expect(screen.getByText('Ravi Sharma')).toBeInTheDocument()
    expect(screen.getByText('+919876543210')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const name = screen.getByLabelText('Display Name')
    await user.clear(name)
    await user.type(name, 'Someone Else')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Ravi Sharma')).toBeInTheDocument()
    expect(screen.queryByText('Someone Else')).toBeNull()
  })

  it('refuses an invalid e-mail, then saves the changes', async () => {
    const saved: unknown[] = []
    server.use(
      http.post('*/api/user-profile/upsert', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
    )
    const { user } = renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const email = screen.getByLabelText('Email Address')
    await user.clear(email)
    await user.type(email, 'ravi@')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(saved).toEqual([])
    await user.clear(email)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(saved).toEqual([
      {
        uid: 'mock-919876543210',
        displayName: 'Ravi Sharma',
        phoneNumber: '+919876543210',
        emailAddress: 'Not set',
        accountCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ])
    expect(screen.getByText('Not set')).toBeInTheDocument()
  })

  it("ignores a failed load and shows the user's own values", async () => {
    server.use(http.get('*/api/user-profile/:uid', () => HttpResponse.json({}, { status: 500 })))
    renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: { ...DEMO_USER, displayName: 'Asha' } })
    expect(await screen.findByText('Asha')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
