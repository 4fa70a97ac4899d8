import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteAnswers } from '../../src/lib/pageReload'

const PAGE = 'https://sankalp.example/chadava/66c1a2b3c4d5e6f702000001'

beforeEach(() => vi.stubGlobal('window', { location: { href: PAGE } }))
afterEach(() => vi.unstubAllGlobals())

describe('siteAnswers', () => {
  it("asks for this page itself, past the browser's cache, without its body", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await expect(siteAnswers()).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledWith(PAGE, { method: 'HEAD', cache: 'no-store' })
  })

  it('is true when the site answers that it does not know the address (the site is up)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    )
    await expect(siteAnswers()).resolves.toBe(true)
  })

  it.each([
    ['the server fails', async () => new Response(null, { status: 503 })],
    ['the request fails (offline)', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is false when %s', async (_, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply))
    await expect(siteAnswers()).resolves.toBe(false)
  })
})
