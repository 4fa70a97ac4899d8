/** Runs the json-server adapter for a test file over a fresh data file in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startJsonServer, type RunningJsonServer } from '../../mocks/jsonServer/app'

export const seedFile = resolve('db.json')

export interface JsonServerHarness {
  url(): string
  /** Stops the server and starts it again over the same data file. */
  restart(): Promise<void>
}

export function useJsonServer(): JsonServerHarness {
  let dir = ''
  let api: RunningJsonServer | undefined
  const start = async () => {
    api = await startJsonServer({ port: 0, dataFile: join(dir, 'data', 'db.json'), seedFile })
  }
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sankalp-api-'))
    await start()
  })
  afterAll(async () => {
    await api?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    url: () => api!.url,
    async restart() {
      await api?.close()
      await start()
    },
  }
}
