import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { detectVisitorLocation } from '../../src/api/geolocation'
import { geolocationUrls } from '../../src/config'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const [first, second, third] = geolocationUrls
const fail = () => HttpResponse.json({ message: 'down' }, { status: 503 })

describe('detectVisitorLocation (SPEC §7)', () => {
  it('takes the first service’s name and code', async () => {
    server.use(http.get(first, () => HttpResponse.json({ country_name: 'India', country_code: 'IN' })))
    await expect(detectVisitorLocation()).resolves.toEqual({
      country: 'India',
      countryCode: 'IN',
      flag: '🇮🇳',
    })
  })

  it('treats an error flag or a reason from the first service as failure and asks the second', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(first, () => HttpResponse.json({ error: true, reason: 'RateLimited' })),
      http.get(second, () => HttpResponse.json({ country: 'GB' })),
    )
    await expect(detectVisitorLocation()).resolves.toEqual({
      country: 'United Kingdom',
      countryCode: 'GB',
      flag: '🇬🇧',
    })
  })

  it('moves on past a non-ok status and an unknown XX code to the third', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(first, fail),
      http.get(second, () => HttpResponse.json({ country: 'XX' })),
      http.get(third, () => HttpResponse.json({ country: 'US' })),
    )
    await expect(detectVisitorLocation()).resolves.toMatchObject({ countryCode: 'US' })
  })

  it('sends an Accept header for JSON', async () => {
    let accept: string | null = null
    server.use(
      http.get(first, ({ request }) => {
        accept = request.headers.get('accept')
        return HttpResponse.json({ country_name: 'India', country_code: 'IN' })
      }),
    )
    await detectVisitorLocation()
    expect(accept).toBe('application/json')
  })

  it('fails when all three services fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(first, fail),
      http.get(second, fail),
      http.get(third, () => HttpResponse.error()),
    )
    await expect(detectVisitorLocation()).rejects.toThrow('No location service answered')
  })

  it('gives up on a service after 5 seconds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(first, async () => {
        await delay('infinite')
        return fail()
      }),
      http.get(second, () => HttpResponse.json({ country: 'IN' })),
    )
    const started = Date.now()
    await expect(detectVisitorLocation()).resolves.toMatchObject({ countryCode: 'IN' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
  }, 10_000)
})
