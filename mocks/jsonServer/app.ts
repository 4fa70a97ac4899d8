/**
 * The json-server adapter: the backend route table as express routes, the gateway page, the geolocation services at
 * /geo/1, /geo/2 and /geo/3, then json-server's own router over the same data file.
 */
import type { AddressInfo } from 'node:net'
import jsonServer, { type ErrorHandler, type Request, type Response } from 'json-server'
import { systemEnv } from '../backend/env'
import { geoReplies, INDIA } from '../backend/geolocation'
import { findPayment, recordOutcome, returnUrl } from '../backend/payments'
import { fail } from '../backend/replies'
import { routes, serve, type RouteContext } from '../backend/routes'
import type { Reply, Store } from '../backend/types'
import { prepareDataFile } from './dataFile'
import { gatewayErrorPage, gatewayPage } from './gatewayPage'
import { createLowdbStore } from './lowdbStore'

export interface JsonServerOptions {
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

const send = (response: Response, reply: Reply) => response.status(reply.status).json(reply.body)

const badJson: ErrorHandler = (error, _request, response, next) => {
  if (error instanceof SyntaxError) send(response, fail(400, 'Invalid request: the body is not JSON'))
  else next(error)
}

function addGateway(app: ReturnType<typeof jsonServer.create>, store: Store): void {
  app.get('/gateway/:merchantOrderId', (request, response) => {
    const payment = findPayment(store.read(), request.params.merchantOrderId ?? '')
    if (!payment) response.status(404).type('html').send(gatewayErrorPage('Payment not found'))
    else response.type('html').send(gatewayPage(payment))
  })
  app.post('/gateway/:merchantOrderId', (request, response) => {
    const merchantOrderId = request.params.merchantOrderId ?? ''
    const outcome = recordOutcome(store.read(), merchantOrderId, request.body, systemEnv)
    if (outcome.next) store.write(outcome.next)
    const payment = findPayment(store.read(), merchantOrderId)
    if (outcome.reply.status === 200 && payment) response.redirect(303, returnUrl(payment))
    else response.status(outcome.reply.status).type('html').send(gatewayErrorPage(errorText(outcome.reply)))
  })
}

function errorText(reply: Reply): string {
  const body = reply.body
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : 'Request refused'
}

export async function startJsonServer(options: JsonServerOptions): Promise<RunningJsonServer> {
  prepareDataFile(options.dataFile, options.seedFile, systemEnv.now())
  const app = jsonServer.create()
  const router = jsonServer.router(options.dataFile)
  router.db._.id = '_id'
  const store = createLowdbStore(router.db)
  let publicUrl = options.publicUrl ?? ''
  const context: RouteContext = {
    env: systemEnv,
    gatewayUrl: (payment) => `${publicUrl}/gateway/${encodeURIComponent(payment.merchantOrderId)}`,
  }

  app.use(jsonServer.defaults({ logger: options.logger ?? false }))
  app.use(jsonServer.bodyParser)
  app.use(badJson)
  for (const route of routes) {
    app[route.method](route.path, (request: Request, response: Response) =>
      send(response, serve(route, store, { params: request.params, body: request.body }, context)),
    )
  }
  geoReplies(INDIA).forEach((body, index) => app.get(`/geo/${index + 1}`, (_request, response) => response.json(body)))
  addGateway(app, store)
  app.use(router)

  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(options.port, () => resolve(listening))
  })
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  publicUrl ||= url
  return {
    url,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
