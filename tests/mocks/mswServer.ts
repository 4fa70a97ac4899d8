/** Starts the MSW node server for a test file and puts the data and scenario back after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { mockStore } from '../../mocks/handlers'
import { server } from '../../mocks/node'
import { resetScenario } from '../../mocks/scenarios'
import { jsonClient, type JsonReply } from './jsonClient'

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    resetScenario()
    mockStore.reset()
  })
  afterAll(() => server.close())
}

export const API = 'http://localhost:5173'

export const mswClient = jsonClient(() => API)

export function getJsonReply(path: string, headers?: Record<string, string>): Promise<JsonReply> {
  return mswClient.get(path, headers)
}

export function postJsonReply(
  path: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<JsonReply> {
  return mswClient.post(path, body, headers)
}
