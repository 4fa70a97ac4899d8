import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'
import { AUTH_EMULATOR, authEmulatorServer } from './playwright.firebase.config'

const port = Number(process.env.E2E_PORT ?? 4193)
const apiPort = Number(process.env.API_PORT ?? 3011)
const api = `http://localhost:${apiPort}`

/**
 * `npm run test:e2e:production`: the production build, prerendered and under its Content-Security-Policy: flows that
 * fail on any violation (tests/e2e/support/csp.ts), the prerendered pages and their hydration, layout shift. The build
 * (dist-production/) talks to `npm run api` on API_PORT (API, geolocation and the gateway page) and signs in through
 * the real Firebase SDK on the Auth emulator; `vite preview` sends the policy as a header too, so the meta tag and the
 * header are both in force.
 */
export const productionEnv = {
  VITE_API_URL: api,
  VITE_GEO_URL_1: `${api}/geo/1`,
  VITE_GEO_URL_2: `${api}/geo/2`,
  VITE_GEO_URL_3: `${api}/geo/3`,
  VITE_PAYMENT_GATEWAY_ORIGINS: api,
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-sankalp.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sankalp',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
  VITE_FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR).host,
}

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-production',
  testIgnore: [],
  use: { ...baseConfig.use, baseURL: `http://localhost:${port}` },
  webServer: [
    authEmulatorServer,
    {
      // A fresh data file each run: the seed's orders and payments, nothing from an earlier run.
      command: `rm -f .data/production-e2e.json && API_PORT=${apiPort} API_DATA_FILE=.data/production-e2e.json npm run api`,
      url: `${api}/api/pooja`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite build --outDir dist-production --emptyOutDir && npx vite preview --outDir dist-production --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      env: productionEnv,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
