/** Starts the MSW node server for a test file and puts the data and scenario back after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockStore } from '../../mocks/handlers'
import { server } from '../../mocks/node'
import { resetScenario } from '../../mocks/scenarios'

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    resetScenario()
    mockStore.reset()
  })
  afterAll(() => server.close())
}

export const API = 'http://localhost:5173'

export async function getJsonReply(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path.startsWith('http') ? path : `${API}${path}`)
  return { status: response.status, body: await response.json() }
}

export async function postJsonReply(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
