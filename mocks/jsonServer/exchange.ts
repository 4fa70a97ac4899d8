/** Where express meets the shared answers: what a request carries, a Reply as a JSON response, async handlers. */
import type { Handler, Request, Response } from 'json-server'
import { contentLanguageOf } from '../../src/api/schemas'
import type { IncomingRequest } from '../answerRequest'
import type { Reply } from '../backend/types'
import { SCENARIO_HEADER, type ScenarioSource } from '../scenarioChoice'

export function scenarioSource(request: Request): ScenarioSource {
  const header = request.headers[SCENARIO_HEADER.toLowerCase()]
  return { url: request.url ?? '', scenarioHeader: typeof header === 'string' ? header : null }
}

export function incoming(request: Request): IncomingRequest {
  const { authorization } = request.headers
  return {
    ...scenarioSource(request),
    authorization: typeof authorization === 'string' ? authorization : null,
    params: request.params,
    body: request.body,
    language: contentLanguageOf(request.headers['accept-language']),
  }
}

/**
 * A page the browser opens itself (the gateway's): its `Accept-Language` is the browser's, not the site's choice, so
 * the language the site started the payment in comes as the `lang` parameter.
 */
export function incomingPage(request: Request): IncomingRequest {
  const { lang } = request.query
  return { ...incoming(request), ...(typeof lang === 'string' && { language: contentLanguageOf(lang) }) }
}

export function send(response: Response, reply: Reply): void {
  response.status(reply.status).json(reply.body)
}

/** An async handler for express 4, which does not catch rejected promises: a failure goes to the error handler. */
export function handle(run: (request: Request, response: Response) => Promise<void>): Handler {
  return (request, response, next) => void run(request, response).catch(next)
}
