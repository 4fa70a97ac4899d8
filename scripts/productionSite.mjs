/**
 * The production build on this machine, for checks that need it running: the bundle the site ships (prerendered
 * pages, no mock code) with its API and geolocation URLs pointing at the json-server mock API (`npm run api`).
 * Used by `npm run size` and `npm run lighthouse`.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, preview } from 'vite'

export const root = resolve(import.meta.dirname, '..')

/** Builds for production into `outDir` against the mock API at `apiUrl`, with any extra Vite `plugins`. */
export async function buildProductionSite({ outDir, apiUrl, plugins = [] }) {
  process.env.VITE_API_URL = apiUrl
  for (const service of [1, 2, 3]) process.env[`VITE_GEO_URL_${service}`] = `${apiUrl}/geo/${service}`
  // A Firebase demo project unless real settings are given: the SDK loads only when someone signs in.
  process.env.VITE_FIREBASE_API_KEY ??= 'demo-api-key'
  process.env.VITE_FIREBASE_PROJECT_ID ??= 'demo-sankalp'
  process.env.VITE_FIREBASE_AUTH_DOMAIN ??= 'demo-sankalp.firebaseapp.com'
  await build({ root, mode: 'production', logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true } })
  // Production never serves MSW's worker; public/ copies it into every build directory but dist/.
  rmSync(join(outDir, 'mockServiceWorker.js'), { force: true })
}

/** `vite preview` of a production build in `outDir` on `port`; resolves to the server (`close()` stops it). */
export function serveProductionSite({ outDir, port }) {
  return preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true },
  })
}

/** Resolves once `url` answers 2xx; fails after 30 s. */
export async function waitFor(url, what) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${what} did not answer at ${url}`)
}

/**
 * `npm run api` on `port` over a throwaway data file, in a process group of its own; resolves once it answers, to
 * `{ url, stop() }`.
 */
export async function startMockApi({ port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sankalp-api-'))
  const api = spawn('npm', ['run', 'api'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), API_DATA_FILE: join(dataDir, 'db.json') },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://localhost:${port}`
  const stop = () => {
    try {
      process.kill(-api.pid, 'SIGTERM')
    } catch {
      // Already ended (it could not listen, or stopped on its own).
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${url}/api/pooja`, 'The mock API')
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
