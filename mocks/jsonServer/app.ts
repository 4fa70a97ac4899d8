/**
 * The json-server adapter: the backend route table as express routes, the gateway page and the geolocation services
 * at /geo/1, /geo/2 and /geo/3, all answered through the shared answers (answerRequest.ts), persisted in json-server's
 * lowdb over the data file. Nothing else: json-server's own CRUD router is not mounted, so any other path is a 404.
 */
import type { AddressInfo } from 'node:net'
import jsonServer, { type ErrorHandler, type Handler, type Response } from 'json-server'
import type { ContentLanguage } from '../../src/api/schemas'
import { answerGeo, answerRoute, type MockBackend } from '../answerRequest'
import { systemEnv } from '../backend/env'
import { geoServices } from '../backend/geolocation'
import { fail, notJsonBody } from '../backend/replies'
import { routeById, routes, type Route } from '../backend/routes'
import type { Reply } from '../backend/types'
import { createScenarioCounts } from '../scenarios'
import { cors } from './cors'
import { prepareDataFile } from './dataFile'
import { handle, incoming, incomingPage, scenarioSource, send } from './exchange'
import { GATEWAY_FONT_PATH, sendGatewayFont } from './gatewayFonts'
import { GATEWAY_PATH, gatewayPath, sendGatewayOutcome, sendGatewayPage } from './gatewayPage'
import { createLowdbStore } from './lowdbStore'
import { requestLog } from './requestLog'

interface JsonServerOptions {
  port: number
  dataFile: string
  seedFile: string
  /** Where browsers reach this server (for gateway links); http://localhost:<port> by default. */
  publicUrl?: string
  logger?: boolean
}

export interface RunningJsonServer {
  url: string
  close(): Promise<void>
}

const notFound: Handler = (request, response) =>
  send(response, fail(404, `No mock API route for ${request.method} ${request.url}`))

/** Express knows an error handler by its four parameters. */
const failed: ErrorHandler = (error, _request, response, _next) => {
  if (error instanceof SyntaxError) return send(response, notJsonBody())
  console.error(error)
  send(response, fail(500, 'The mock API failed; see its log'))
}

export async function startJsonServer(options: JsonServerOptions): Promise<RunningJsonServer> {
  prepareDataFile(options.dataFile, options.seedFile, systemEnv.now())
  let publicUrl = options.publicUrl ?? ''
  const backend: MockBackend = {
    store: createLowdbStore(jsonServer.router(options.dataFile).db),
    context: {
      env: systemEnv,
      gatewayUrl: (payment, language) => `${publicUrl}${gatewayPath(payment.merchantOrderId, language)}`,
    },
    counts: createScenarioCounts(),
    defaultScenario: () => null,
  }
  /** Answers the request by the route and hands the reply to `show`: as JSON, or as the gateway's HTML. */
  const by = (
    route: Route,
    show: (response: Response, reply: Reply, language: ContentLanguage) => void,
    read = incoming,
  ) =>
    handle(async (request, response) => {
      const asked = read(request)
      show(response, await answerRoute(backend, route, asked), asked.language ?? 'en')
    })

  const app = jsonServer.create()
  app.use(cors)
  if (options.logger) app.use(requestLog)
  app.use(jsonServer.bodyParser)
  for (const route of routes) app[route.method](route.path, by(route, send))
  for (const service of geoServices) {
    app.get(`/geo/${service + 1}`, (request, response) =>
      send(response, answerGeo(service, scenarioSource(request), null)),
    )
  }
  app.get(GATEWAY_PATH, by(routeById('gatewayPayment'), sendGatewayPage, incomingPage))
  app.post(GATEWAY_PATH, by(routeById('gatewayOutcome'), sendGatewayOutcome, incomingPage))
  app.get(GATEWAY_FONT_PATH, sendGatewayFont)
  app.use(notFound)
  app.use(failed)

  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(options.port, () => resolve(listening))
  })
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  publicUrl ||= url
  return {
    url,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
