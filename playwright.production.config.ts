import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'

const sitePort = Number(process.env.E2E_PRODUCTION_PORT ?? 4175)
const apiPort = Number(process.env.E2E_API_PORT ?? 3011)

/**
 * End-to-end tests against the production build (prerendered pages, no mock code), served with `vite preview`, its
 * API the json-server mock backend (`npm run api`) on a port of its own.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-production',
  testIgnore: undefined,
  use: { ...baseConfig.use, baseURL: `http://localhost:${sitePort}` },
  webServer: [
    {
      command: `API_PORT=${apiPort} API_DATA_FILE=$(mktemp -d)/db.json npm run api`,
      url: `http://localhost:${apiPort}/api/pooja`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `API_PORT=${apiPort} SITE_PORT=${sitePort} node scripts/productionSite.mjs`,
      url: `http://localhost:${sitePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
