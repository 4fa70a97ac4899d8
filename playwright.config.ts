import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const isCI = Boolean(process.env.CI)

/** End-to-end tests in Debian's Chromium against the demo build (the site on the MSW mock backend). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The real-Firebase sign-in needs the Auth emulator: `npm run test:e2e:firebase` (playwright.firebase.config.ts).
  testIgnore: 'firebase.spec.ts',
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  // The site detects the visitor's location after the first paint; on a busy 2-core machine that can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    // A trace for a failed test's retry only: recording one for every test made the suite ~35% slower on 2 cores.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npm run build:demo && PORT=${port} npm run preview:demo`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
