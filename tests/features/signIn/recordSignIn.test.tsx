import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { recordSignIn } from '../../../src/features/signIn/signInImplementations'
import { testCredentials } from '../../../src/testing/fixtures/credentials'

const user = { uid: 'u1', phoneNumber: '+919876543210', displayName: 'Asha Verma' }

function serveProfile(saved: object) {
  const upserts: unknown[] = []
  server.use(
    http.get('*/api/user-profile/:uid', () => HttpResponse.json({ success: true, data: saved })),
    http.post('*/api/user-profile/upsert', async ({ request }) => {
      upserts.push(await request.json())
      return HttpResponse.json({ success: true })
    }),
  )
  return upserts
}

describe('recordSignIn', () => {
  it('keeps the family saved on the profile when the sign-in upserts it', async () => {
    const saved = {
      uid: 'u1',
      displayName: 'Asha Verma',
      phoneNumber: '+919876543210',
      emailAddress: 'Not set',
      accountCreated: '2026-01-02',
      familyMembers: [{ name: 'Ravi Verma', relation: 'spouse', gotra: 'Kashyap' }],
    }
    const upserts = serveProfile(saved)
    await recordSignIn(user, testCredentials, new Date('2026-11-23T10:00:00Z'))
    expect(upserts).toEqual([saved])
  })

  it('a profile without a family is upserted without one', async () => {
    const upserts = serveProfile({ displayName: 'Asha Verma', accountCreated: '2026-01-02' })
    await recordSignIn(user, testCredentials, new Date('2026-11-23T10:00:00Z'))
    expect(upserts[0]).not.toHaveProperty('familyMembers')
  })
})
