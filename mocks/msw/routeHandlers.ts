/** The MSW adapter: one request handler per route of the backend table, on any host ('*\/api/...'). */
import { http, type HttpHandler } from 'msw'
import { contentLanguageOf } from '../../src/api/schemas'
import { answerRoute, type MockBackend } from '../answerRequest'
import type { PaymentRecord } from '../backend/db'
import { notJsonBody } from '../backend/replies'
import { routes } from '../backend/routes'
import type { BackendEnv, Store } from '../backend/types'
import { activeScenario, sessionCounts } from '../scenarios'
import { respond, scenarioSource } from './exchange'

/** The app's own gateway page, on the site's origin (the redirect URL's origin outside a browser). */
function appGatewayUrl(payment: PaymentRecord): string {
  const origin = globalThis.location?.origin ?? new URL(payment.redirectUrl).origin
  return `${origin}/mock-gateway?merchantOrderId=${encodeURIComponent(payment.merchantOrderId)}`
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await request.json() }
  } catch {
    return { ok: false }
  }
}

/** Requests that name no scenario get the session's (setScenario, `?scenario=` in the browser). */
export function createRouteHandlers(store: Store, env: BackendEnv): HttpHandler[] {
  const backend: MockBackend = {
    store,
    context: { env, gatewayUrl: appGatewayUrl },
    counts: sessionCounts,
    defaultScenario: activeScenario,
  }
  return routes.map((route) =>
    http[route.method](`*${route.path}`, async ({ request, params }) => {
      const json = route.method === 'post' ? await readJson(request) : { ok: true as const, body: undefined }
      if (!json.ok) return respond(notJsonBody())
      const incoming = {
        ...scenarioSource(request),
        authorization: request.headers.get('Authorization'),
        params: params as Record<string, string>,
        body: json.body,
        language: contentLanguageOf(request.headers.get('Accept-Language')),
      }
      return respond(await answerRoute(backend, route, incoming))
    }),
  )
}
