import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { fetchChadavas, fetchPujas } from '../../src/api/catalogue'
import { ApiFailure, getJson, postJson } from '../../src/api/client'
import { failureMessage } from '../../src/api/failureMessage'
import { spoken } from '../../src/testing/spoken'
import { chadavaListFailures, pujaListFailures } from '../../src/content/messages/catalogue'
import type { FailureTexts } from '../../src/content/messages/failureTexts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const okSchema = z.object({ ok: z.boolean() })

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiFailure)
  return error as ApiFailure
}

describe('API client', () => {
  it('parses a reply with its schema', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ ok: true })))
    await expect(getJson('/api/thing', okSchema)).resolves.toEqual({ ok: true })
  })

  it('sends JSON bodies', async () => {
    let body: unknown
    server.use(
      http.post('*/api/thing', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ok: true })
      }),
    )
    await postJson('/api/thing', { a: 1 }, okSchema)
    expect(body).toEqual({ a: 1 })
  })

  it('turns an HTTP error into SPEC’s “API Error: status text” and keeps the body', async () => {
    server.use(
      http.get('*/api/thing', () => HttpResponse.text('boom', { status: 502, statusText: 'Bad Gateway' })),
    )
    const failure = await failureOf(getJson('/api/thing', okSchema))
    expect(failure.message).toBe('API Error: 502 Bad Gateway')
    expect(failure.error).toMatchObject({ kind: 'http', status: 502, body: 'boom' })
  })

  it('turns a reply that does not match the contract into an invalid-reply error, not a crash', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.json({ ok: 'yes' })))
    const failure = await failureOf(getJson('/api/thing', okSchema))
    expect(failure.error.kind).toBe('invalid-reply')
  })

  it('reports a network failure', async () => {
    server.use(http.get('*/api/thing', () => HttpResponse.error()))
    expect((await failureOf(getJson('/api/thing', okSchema))).error.kind).toBe('network')
  })

  it('reports a time-out', async () => {
    server.use(
      http.get('*/api/thing', async () => {
        await delay(500)
        return HttpResponse.json({ ok: true })
      }),
    )
    expect((await failureOf(getJson('/api/thing', okSchema, { timeoutMs: 50 }))).error.kind).toBe('timeout')
  })

  it('reports an abort as aborted', async () => {
    server.use(
      http.get('*/api/thing', async () => {
        await delay(500)
        return HttpResponse.json({ ok: true })
      }),
    )
    const controller = new AbortController()
    const pending = getJson('/api/thing', okSchema, { signal: controller.signal })
    controller.abort()
    expect((await failureOf(pending)).error.kind).toBe('aborted')
  })
})

describe('catalogue calls (SPEC §7, §8)', () => {
  const shown = async (call: Promise<unknown>, texts: FailureTexts) =>
    spoken(failureMessage(await failureOf(call), texts))

  it('says “Failed to fetch puja services” when the call fails', async () => {
    server.use(http.get('*/api/pooja', () => new HttpResponse(null, { status: 500 })))
    expect(await shown(fetchPujas(), pujaListFailures)).toBe('Failed to fetch puja services')
    server.use(http.get('*/api/pooja', () => HttpResponse.error()))
    expect(await shown(fetchPujas(), pujaListFailures)).toBe('Failed to fetch puja services')
  })

  it('says “Failed to load puja services” when the server answers success false', async () => {
    server.use(http.get('*/api/pooja', () => HttpResponse.json({ success: false })))
    expect(await shown(fetchPujas(), pujaListFailures)).toBe('Failed to load puja services')
  })

  it('says “Failed to fetch chadava services” / “Failed to load chadava services”', async () => {
    server.use(http.get('*/api/chadava', () => new HttpResponse(null, { status: 404 })))
    expect(await shown(fetchChadavas(), chadavaListFailures)).toBe('Failed to fetch chadava services')
    server.use(http.get('*/api/chadava', () => HttpResponse.json({ success: false, data: [] })))
    expect(await shown(fetchChadavas(), chadavaListFailures)).toBe('Failed to load chadava services')
  })
})

describe("the signed-in user's ID token on user data", () => {
  /** Credentials whose tokens are `token-0`, then `token-1` after a refresh, …; records refreshes and the end. */
  function credentials() {
    const seen = { refreshes: 0, expired: 0 }
    return {
      seen,
      idToken: async (refresh: boolean) => {
        if (refresh) seen.refreshes += 1
        return `token-${seen.refreshes}`
      },
      expired: async () => {
        seen.expired += 1
      },
    }
  }

  /** The API accepts only `accepted`, and records the Authorization header of each request. */
  function api(accepted: string) {
    const headers: (string | null)[] = []
    server.use(
      http.get('*/mine', ({ request }) => {
        headers.push(request.headers.get('Authorization'))
        return request.headers.get('Authorization') === `Bearer ${accepted}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(
              { success: false, error: 'The ID token is expired or invalid' },
              { status: 401 },
            )
      }),
    )
    return headers
  }

  it('sends Authorization: Bearer <ID token>, and no header without credentials', async () => {
    const headers = api('token-0')
    const creds = credentials()
    await expect(getJson('http://api.test/mine', okSchema, { credentials: creds })).resolves.toEqual({
      ok: true,
    })
    await failureOf(getJson('http://api.test/mine', okSchema))
    expect(headers).toEqual(['Bearer token-0', null])
    expect(creds.seen).toEqual({ refreshes: 0, expired: 0 })
  })

  it('a refused token is refreshed once and the call retried', async () => {
    const headers = api('token-1')
    const creds = credentials()
    await expect(getJson('http://api.test/mine', okSchema, { credentials: creds })).resolves.toEqual({
      ok: true,
    })
    expect(headers).toEqual(['Bearer token-0', 'Bearer token-1'])
    expect(creds.seen).toEqual({ refreshes: 1, expired: 0 })
  })

  it('a second refusal ends the session and the call fails with the 401', async () => {
    const headers = api('never')
    const creds = credentials()
    const failure = await failureOf(getJson('http://api.test/mine', okSchema, { credentials: creds }))
    expect(failure.error).toMatchObject({ kind: 'http', status: 401 })
    expect(headers).toHaveLength(2)
    expect(creds.seen).toEqual({ refreshes: 1, expired: 1 })
  })

  it('a 403 (another user) is neither retried nor the end of the session', async () => {
    server.use(http.get('*/mine', () => HttpResponse.json({ success: false, error: 'no' }, { status: 403 })))
    const creds = credentials()
    const failure = await failureOf(getJson('http://api.test/mine', okSchema, { credentials: creds }))
    expect(failure.error).toMatchObject({ kind: 'http', status: 403 })
    expect(creds.seen).toEqual({ refreshes: 0, expired: 0 })
  })
})
