import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'

const port = Number(process.env.E2E_FIREBASE_PORT ?? 4183)
const isCI = Boolean(process.env.CI)
export const AUTH_EMULATOR = 'http://127.0.0.1:9099'

/** The Firebase Auth emulator (offline, project demo-sankalp), for every suite that signs in through the real SDK. */
export const authEmulatorServer = {
  command: 'npx -y firebase-tools@15 emulators:start --only auth --project demo-sankalp',
  url: `${AUTH_EMULATOR}/`,
  reuseExistingServer: !isCI,
  timeout: 900_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const

/**
 * `npm run test:e2e:firebase`: the sign-in through the real Firebase SDK. Starts the Firebase Auth emulator (offline,
 * project demo-sankalp) and the site built with `--mode firebase` (.env.firebase: MSW API, Firebase auth pointed at
 * the emulator), then runs tests/e2e/firebase.spec.ts in Debian's Chromium.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: 'firebase.spec.ts',
  testIgnore: [],
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://localhost:${port}` },
  webServer: [
    authEmulatorServer,
    {
      command: `npx vite build --mode firebase --outDir dist-firebase && npx vite preview --outDir dist-firebase --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
