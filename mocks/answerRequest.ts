/**
 * The one way both adapters (MSW handlers, json-server) answer a request: pick its scenario (scenarioChoice.ts), check
 * who the caller is where the endpoint asks (backend/identity.ts), let the scenario's effect answer or delay it
 * (scenarioEffects.ts), else serve the route's rule.
 */
import type { GeoService } from './backend/geolocation'
import { identify, type IdentifiedRequest } from './backend/identity'
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
  const identity = identify(backend.store.read(), route.identity, request, backend.context.env.now())
  if ('refused' in identity) return identity.refused
  const identified: RouteRequest = { ...request, caller: identity.caller }
  const result = effectOf(backend, choice.scenario, route, identified)
  if (result && 'reply' in result) return commit(backend.store, result)
  if (result) await wait(result.delayMs)
  return serve(route, backend.store, identified, backend.context)
}

export function answerGeo(
  service: GeoService,
  source: ScenarioSource,
  defaultScenario: ScenarioName | null,
): Reply {
  const choice = chooseScenario(source, defaultScenario)
  return 'reply' in choice ? choice.reply : geoReply(choice.scenario, service)
}
