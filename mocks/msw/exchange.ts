/** Where MSW meets the shared answers: what a fetch Request says about its scenario, and a Reply as a response. */
import { HttpResponse } from 'msw'
import type { Reply } from '../backend/types'
import { SCENARIO_HEADER, type ScenarioSource } from '../scenarioChoice'

export function scenarioSource(request: Request): ScenarioSource {
  return { url: request.url, scenarioHeader: request.headers.get(SCENARIO_HEADER) }
}

export function respond(reply: Reply): HttpResponse<Reply['body']> {
  return HttpResponse.json(reply.body, { status: reply.status })
}
