import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { MOCK_USER_KEY } from '../../../src/auth/mockAuthGateway'
import { useAuth } from '../../../src/auth/AuthProvider'
import { ProfilePage } from '../../../src/features/account/ProfilePage'
import { AccountControl } from '../../../src/features/signIn/AccountControl'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'
import { DEMO_USER, renderWithAuth } from '../signIn/authTestKit'

/** The profile page under the header's account menu, both reading the site's auth state. */
function ProfileWithAccountMenu() {
  const auth = useAuth()
  return (
    <>
      <AccountControl auth={auth} onSignIn={() => {}} onSignOut={() => {}} />
      <ProfilePage />
    </>
  )
}

type Typist = ReturnType<typeof renderWithAuth>['user']

/** Edit, then `value` typed over the field labelled `label`; returns the field. */
async function editField(user: Typist, label: string, value: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Edit' }))
  const field = screen.getByLabelText(label)
  await user.clear(field)
  await user.type(field, value)
  return field
}

afterEach(() => setActiveLanguage('en'))

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
    await editField(user, 'Display Name', 'Someone Else')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Ravi Sharma')).toBeInTheDocument()
    expect(screen.queryByText('Someone Else')).toBeNull()
  })

  it('Edit gives the focus to the first field, and Cancel and Save Changes give it back to Edit', async () => {
    const { user } = renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(screen.getByLabelText('Display Name')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it('gives the focus back to Save Changes when saving fails (a busy button loses it)', async () => {
    let fail = () => {}
    server.use(
      http.post('*/api/user-profile/upsert', async () => {
        await new Promise<void>((resolve) => {
          fail = resolve
        })
        return HttpResponse.json(
          { success: false, message: 'Profile service is unavailable' },
          { status: 503 },
        )
      }),
    )
    const { user } = renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const save = screen.getByRole('button', { name: 'Save Changes' })
    await user.click(save)
    await waitFor(() => expect(save).toBeDisabled())
    // What Chromium does with the focus of a disabled button (jsdom keeps it there): it falls to the page's body.
    act(() => {
      const elsewhere = document.body.appendChild(document.createElement('input'))
      elsewhere.focus()
      elsewhere.remove()
    })
    expect(document.body).toHaveFocus()
    fail()
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus()
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
    const email = await editField(user, 'Email Address', 'ravi@')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    // The field says so, and takes the focus (it stayed on Save Changes, with only a banner above).
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await waitFor(() => expect(email).toHaveFocus())
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
        familyMembers: [],
      },
    ])
    expect(screen.getByText('Not set')).toBeInTheDocument()
  })

  it('a missing value reads दर्ज नहीं in Hindi, never the stored English placeholder', async () => {
    server.use(
      http.get('*/api/user-profile/:uid', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...DEMO_USER,
            displayName: 'Ravi Sharma',
            emailAddress: 'Not set',
            accountCreated: '2025-11-02',
          },
        }),
      ),
    )
    await translationsReady('hi')
    setActiveLanguage('hi')
    renderWithAuth(<ProfilePage />, { route: '/hi/profile', signedInAs: DEMO_USER })
    expect(await screen.findByText('दर्ज नहीं')).toBeInTheDocument()
    expect(screen.queryByText('Not set')).toBeNull()
  })

  it('saving a new display name renames the signed-in user, and the account menu shows it', async () => {
    const { user } = renderWithAuth(<ProfileWithAccountMenu />, { route: '/profile', signedInAs: DEMO_USER })
    await editField(user, 'Display Name', 'Asha Verma')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(MOCK_USER_KEY)!)).toMatchObject({
      uid: DEMO_USER.uid,
      displayName: 'Asha Verma',
    })
    await user.click(screen.getByRole('button', { name: `Account menu for ${DEMO_USER.phoneNumber}` }))
    expect(await screen.findByRole('menu')).toHaveTextContent('Asha Verma')
  })

  it('saves a family member (each row by the booking rules) and shows the saved family after a reload', async () => {
    const { user, unmount } = renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    expect(await screen.findByText('No family members saved yet.')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    await user.click(screen.getByRole('button', { name: 'Add a family member' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    const row = screen.getByRole('group', { name: 'Family member 1' })
    expect(row).toHaveTextContent('Full name is required')
    expect(row).toHaveTextContent('Relation is required')
    expect(row).toHaveTextContent('Gotra is required')
    await user.type(screen.getAllByLabelText('Full Name')[0]!, 'Sunita Sharma')
    await user.selectOptions(screen.getByLabelText('Relation'), 'Spouse')
    await user.type(screen.getAllByLabelText('Gotra')[0]!, ' Bharadwaj ')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Sunita Sharma · Spouse · Bharadwaj gotra')).toBeInTheDocument()
    unmount()
    renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER })
    expect(await screen.findByText('Sunita Sharma · Spouse · Bharadwaj gotra')).toBeInTheDocument()
  })

  it("ignores a failed load and shows the user's own values", async () => {
    server.use(http.get('*/api/user-profile/:uid', () => HttpResponse.json({}, { status: 500 })))
    renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: { ...DEMO_USER, displayName: 'Asha' } })
    expect(await screen.findByText('Asha')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
