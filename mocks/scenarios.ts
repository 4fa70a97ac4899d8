/**
 * Named scenarios of the mock backend: errors, delays and payment outcomes that stories, tests and QA switch on by
 * name. Handlers read the active scenario at request time; `?scenario=<name>` picks one in the browser (browser.ts).
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
  'contact-error',
  'newsletter-error',
] as const

export type ScenarioName = (typeof scenarioNames)[number]

let active: ScenarioName | null = null
let counts = new Map<string, number>()

export function isScenarioName(value: string): value is ScenarioName {
  return (scenarioNames as readonly string[]).includes(value)
}

/** Switches the scenario (null for the happy path) and forgets what the previous one counted. */
export function setScenario(name: ScenarioName | null): void {
  active = name
  counts = new Map()
}

export function resetScenario(): void {
  setScenario(null)
}

export function activeScenario(): ScenarioName | null {
  return active
}

/** How many times `key` has been seen under the current scenario, this time included. */
export function countScenarioEvent(key: string): number {
  const count = (counts.get(key) ?? 0) + 1
  counts.set(key, count)
  return count
}
