/** The MSW adapter: one request handler per route of the backend table, on any host ('*\/api/...'). */
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { PaymentRecord } from '../backend/db'
import { fail } from '../backend/replies'
import { routes, serve } from '../backend/routes'
import type { BackendEnv, Store } from '../backend/types'
import { activeScenario } from '../scenarios'
import { scenarioEffect } from './scenarioEffects'

/** The app's own gateway page, on the site's origin (the redirect URL's origin outside a browser). */
export function appGatewayUrl(payment: PaymentRecord): string {
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

export function createRouteHandlers(store: Store, env: BackendEnv): HttpHandler[] {
  return routes.map((route) =>
    http[route.method](`*${route.path}`, async ({ request, params }) => {
      const json = route.method === 'post' ? await readJson(request) : { ok: true as const, body: undefined }
      if (!json.ok) return HttpResponse.json(fail(400, 'Invalid request: the body is not JSON').body, { status: 400 })
      const routeRequest = { params: params as Record<string, string>, body: json.body }
      const effect = scenarioEffect(activeScenario(), route.id)
      const reply =
        (await effect?.({ store, request: routeRequest, env })) ??
        serve(route, store, routeRequest, { env, gatewayUrl: appGatewayUrl })
      return HttpResponse.json(reply.body, { status: reply.status })
    }),
  )
}
