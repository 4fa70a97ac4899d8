import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiFailure } from '../../src/api/client'
import { failureMessage } from '../../src/api/failureMessage'
import { fetchChadavaOrders, fetchPoojaOrders } from '../../src/api/orders'
import { fetchUserProfile, upsertUserProfile } from '../../src/api/profile'
import { orderListFailures } from '../../src/content/messages/orders'
import { spoken } from '../../src/testing/spoken'
import { testCredentials } from '../../src/testing/fixtures/credentials'
import { chadavaOrders, poojaOrders } from '../../src/testing/fixtures/orders'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('order lists', () => {
  it("reads a user's pooja and chadava orders, the uid URL-encoded", async () => {
    const seen: string[] = []
    server.use(
      http.get('*/api/pooja-orders/user/:uid', ({ params }) => {
        seen.push(String(params.uid))
        return HttpResponse.json({ success: true, data: poojaOrders })
      }),
      http.get('*/api/chadava-orders/user/:uid', () =>
        HttpResponse.json({ success: true, data: chadavaOrders }),
      ),
    )
    await expect(fetchPoojaOrders('a/b c', testCredentials)).resolves.toEqual(poojaOrders)
    await expect(fetchChadavaOrders('u1', testCredentials)).resolves.toEqual(chadavaOrders)
    expect(seen).toEqual(['a/b c'])
  })

  it("success: false is a refusal with the server's error or 'Failed to fetch orders'", async () => {
    server.use(http.get('*/api/pooja-orders/user/:uid', () => HttpResponse.json({ success: false })))
    const error = await fetchPoojaOrders('u1', testCredentials).catch((e: unknown) => e)
    expect(error).toMatchObject({ error: { kind: 'refused' } })
    expect(spoken(failureMessage(error, orderListFailures))).toBe('Failed to fetch orders')
    server.use(
      http.get('*/api/pooja-orders/user/:uid', () =>
        HttpResponse.json({ success: false, error: 'No such user' }),
      ),
    )
    expect(
      spoken(
        failureMessage(
          await fetchPoojaOrders('u1', testCredentials).catch((e: unknown) => e),
          orderListFailures,
        ),
      ),
    ).toBe('No such user')
  })

  it("an HTTP error reads 'Failed to fetch orders'; anything else 'An error occurred while fetching orders'", async () => {
    server.use(
      http.get('*/api/chadava-orders/user/:uid', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    )
    const http500 = await fetchChadavaOrders('u1', testCredentials).catch((e: unknown) => e)
    expect(http500).toBeInstanceOf(ApiFailure)
    expect(spoken(failureMessage(http500, orderListFailures))).toBe('Failed to fetch orders')
    server.use(
      http.get('*/api/chadava-orders/user/:uid', () =>
        HttpResponse.json({ success: true, data: [{ _id: 1 }] }),
      ),
    )
    expect(
      spoken(
        failureMessage(
          await fetchChadavaOrders('u1', testCredentials).catch((e: unknown) => e),
          orderListFailures,
        ),
      ),
    ).toBe('An error occurred while fetching orders')
    server.use(http.get('*/api/chadava-orders/user/:uid', () => HttpResponse.error()))
    expect(
      spoken(
        failureMessage(
          await fetchChadavaOrders('u1', testCredentials).catch((e: unknown) => e),
          orderListFailures,
        ),
      ),
    ).toBe('An error occurred while fetching orders')
  })
})

describe('user profile', () => {
  it('reads the fields under data, or the body itself', async () => {
    server.use(
      http.get('*/api/user-profile/:uid', ({ params }) =>
        params.uid === 'mock-1'
          ? HttpResponse.json({
              success: true,
              data: { displayName: 'Ravi', emailAddress: 'r@example.com', accountCreated: '2025-11-02' },
            })
          : HttpResponse.json({ displayName: 'Asha' }),
      ),
    )
    await expect(fetchUserProfile('mock-1', testCredentials)).resolves.toEqual({
      displayName: 'Ravi',
      emailAddress: 'r@example.com',
      accountCreated: '2025-11-02',
    })
    await expect(fetchUserProfile('other', testCredentials)).resolves.toMatchObject({ displayName: 'Asha' })
  })

  it("upserts with empty name and e-mail stored as 'Not set'", async () => {
    let body: unknown
    server.use(
      http.post('*/api/user-profile/upsert', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true })
      }),
    )
    await upsertUserProfile(
      {
        uid: 'mock-1',
        displayName: '  ',
        phoneNumber: '+919876543210',
        emailAddress: '',
        accountCreated: '2025-11-02',
      },
      testCredentials,
    )
    expect(body).toEqual({
      uid: 'mock-1',
      displayName: 'Not set',
      phoneNumber: '+919876543210',
      emailAddress: 'Not set',
      accountCreated: '2025-11-02',
    })
  })
})
