import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import type { ApiFailure } from '../../src/api/client'
import { useJsonServer } from './jsonServerHarness'
import { memoryStorage } from './testEnv'

const server = useJsonServer()

/**
 * The site's API client as a build with these variables has it, on a page at `pageUrl` in a browser session: a call
 * that answers the status the puja list gets.
 */
async function siteOn(pageUrl: string, variables: Record<string, string>, session: Storage) {
  vi.stubEnv('VITE_API_URL', server.url())
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  vi.stubGlobal('location', new URL(pageUrl))
  vi.stubGlobal('sessionStorage', session)
  vi.resetModules()
  const { getJson } = await import('../../src/api/client')
  return () =>
    getJson('/api/pooja', z.unknown()).then(
      () => 200,
      (failure: ApiFailure) => (failure.error.kind === 'http' ? failure.error.status : failure.error.kind),
    )
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the site against json-server with VITE_API_SCENARIO_HEADER=on', () => {
  const qaBuild = { VITE_API_SCENARIO_HEADER: 'on' }

  it("sends the page's ?scenario= and keeps it for the session until ?scenario=none", async () => {
    const session = memoryStorage()
    const first = await siteOn('http://localhost:4173/puja?scenario=catalogue-error', qaBuild, session)
    expect(await first()).toBe(500)
    const later = await siteOn('http://localhost:4173/chadava', qaBuild, session)
    expect(await later()).toBe(500)
    const cleared = await siteOn('http://localhost:4173/puja?scenario=none', qaBuild, session)
    expect(await cleared()).toBe(200)
  })

  it('discards a corrupt or foreign value the session holds under its key, and the site answers', async () => {
    for (const corrupt of [
      'ॐ\n<img src=x onerror=alert(1)>',
      '{"data":{"country":"India"}}',
      'catalogue error',
    ]) {
      const session = memoryStorage()
      session.setItem('sankalpMockScenario', corrupt)
      const site = await siteOn('http://localhost:4173/puja', qaBuild, session)
      expect(await site()).toBe(200)
      expect(session.getItem('sankalpMockScenario')).toBeNull()
    }
  })

  it('sends nothing in a build without it, whatever the session remembers', async () => {
    const session = memoryStorage()
    session.setItem('sankalpMockScenario', 'catalogue-error')
    const site = await siteOn('http://localhost:4173/puja?scenario=catalogue-error', {}, session)
    expect(await site()).toBe(200)
  })
})
