/**
 * How a request names its scenario, on both adapters: the `X-Mock-Scenario` header, else a `scenario` query
 * parameter, else the adapter's default (the session's scenario under MSW, the happy path under json-server).
 * `none` names the happy path; an unknown name is refused.
 */
import { fail } from './backend/replies'
import type { Reply } from './backend/types'
import { isScenarioName, scenarioNames, type ScenarioName } from './scenarios'

export const SCENARIO_HEADER = 'X-Mock-Scenario'
const SCENARIO_QUERY = 'scenario'

/** Where a request may name its scenario: its URL (absolute, or a path with its query) and the header's value. */
export interface ScenarioSource {
  url: string
  scenarioHeader: string | null
}

export function chooseScenario(
  source: ScenarioSource,
  fallback: ScenarioName | null,
): { scenario: ScenarioName | null } | { reply: Reply } {
  const named =
    source.scenarioHeader ?? new URL(source.url, 'http://localhost').searchParams.get(SCENARIO_QUERY)
  if (named === null) return { scenario: fallback }
  if (named === 'none') return { scenario: null }
  if (isScenarioName(named)) return { scenario: named }
  return {
    reply: fail(400, `Unknown mock scenario "${named}"; use none or one of: ${scenarioNames.join(', ')}`),
  }
}
