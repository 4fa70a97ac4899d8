import type { Page } from '@playwright/test'

/** Opens `path` with a named mock scenario (`?scenario=<name>`), which the mock site keeps for the session. */
export async function gotoWithScenario(page: Page, path: string, scenario: string): Promise<void> {
  const url = new URL(path, 'http://placeholder')
  url.searchParams.set('scenario', scenario)
  await page.goto(`${url.pathname}${url.search}${url.hash}`)
}
