/**
 * The one way both adapters (MSW handlers, json-server) answer a request: pick its scenario (scenarioChoice.ts), check
 * the caller's identity on user data (backend/identity.ts), let the scenario's effect answer or delay it
 * (scenarioEffects.ts), else serve the route's rule.
 */
import type { GeoService } from './backend/geolocation'
import { checkIdentity, type IdentifiedRequest } from './backend/identity'
import { commit, serve, type Route, type RouteContext, type RouteRequest } from './backend/routes'
import type { Reply, Store } from './backend/types'
import { chooseScenario, type ScenarioSource } from './scenarioChoice'
import { geoReply, routeEffect, type EffectResult } from './scenarioEffects'
import type { ScenarioCounts, ScenarioName } from './scenarios'

/** What an adapter serves from: the data, the rules' context, and its scenario counts and default. */
export interface MockBackend {
  store: Store
  context: RouteContext
  counts: ScenarioCounts
  /** The scenario of a request that names none. */
  defaultScenario(): ScenarioName | null
}

export type IncomingRequest = ScenarioSource & RouteRequest & IdentifiedRequest

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function effectOf(
  backend: MockBackend,
  scenario: ScenarioName | null,
  route: Route,
  request: RouteRequest,
): EffectResult {
  const effect = scenario ? routeEffect(scenario, route.id) : undefined
  if (!scenario || !effect) return undefined
  const count = backend.counts.count(scenario, `${route.id} ${JSON.stringify(request.params)}`)
  return effect({ db: backend.store.read(), request, env: backend.context.env, count })
}

export async function answerRoute(
  backend: MockBackend,
  route: Route,
  request: IncomingRequest,
): Promise<Reply> {
  const choice = chooseScenario(request, backend.defaultScenario())
  if ('reply' in choice) return choice.reply
  const refused = checkIdentity(backend.store.read(), route.identity, request, backend.context.env.now())
  if (refused) return refused
  const result = effectOf(backend, choice.scenario, route, request)
  if (result && 'reply' in result) return commit(backend.store, result)
  if (result) await wait(result.delayMs)
  return serve(route, backend.store, request, backend.context)
}

export function answerGeo(
  service: GeoService,
  source: ScenarioSource,
  defaultScenario: ScenarioName | null,
): Reply {
  const choice = chooseScenario(source, defaultScenario)
  return 'reply' in choice ? choice.reply : geoReply(choice.scenario, service)
}
