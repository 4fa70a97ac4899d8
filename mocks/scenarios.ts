/**
 * Named scenarios of the mock backend: errors, delays and payment outcomes that stories, tests and QA switch on by
 * name. A request may name its scenario (scenarioChoice.ts); otherwise MSW uses the session's scenario set here,
 * which `?scenario=<name>` picks in the browser (browser.ts).
 */
export const scenarioNames = [
  'catalogue-error',
  'catalogue-slow',
  'location-us',
  'location-unavailable',
  'payment-initiate-error',
  'payment-status-error',
  'payment-pending-then-complete',
  'order-create-error',
  'orders-error',
  'order-delivered',
  'order-refunded',
  'contact-error',
  'newsletter-error',
] as const

export type ScenarioName = (typeof scenarioNames)[number]

export function isScenarioName(value: string): value is ScenarioName {
  return (scenarioNames as readonly string[]).includes(value)
}

/** What scenarios have seen so far, kept apart per scenario. */
export interface ScenarioCounts {
  /** How many times `key` has been seen under `scenario`, this time included. */
  count(scenario: ScenarioName, key: string): number
  clear(): void
}

export function createScenarioCounts(): ScenarioCounts {
  const seen = new Map<string, number>()
  return {
    count(scenario, key) {
      const id = `${scenario} ${key}`
      const count = (seen.get(id) ?? 0) + 1
      seen.set(id, count)
      return count
    },
    clear: () => seen.clear(),
  }
}

let active: ScenarioName | null = null

/** The counts of the MSW session; switching the session's scenario forgets them. */
export const sessionCounts = createScenarioCounts()

/** Switches the session's scenario (null for the happy path) and forgets what the previous one counted. */
export function setScenario(name: ScenarioName | null): void {
  active = name
  sessionCounts.clear()
}

export function resetScenario(): void {
  setScenario(null)
}

export function activeScenario(): ScenarioName | null {
  return active
}
