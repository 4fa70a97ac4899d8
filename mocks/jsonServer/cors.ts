/**
 * Lets the site, on any origin, call the mock API with JSON bodies, the ID token and the scenario header; answers
 * preflights.
 */
import type { Handler } from 'json-server'
import { SCENARIO_HEADER } from '../scenarioChoice'

export const cors: Handler = (request, response, next) => {
  const origin = request.headers.origin
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Vary', 'Origin')
  }
  if (request.method !== 'OPTIONS') return next()
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST')
  response.setHeader(
    'Access-Control-Allow-Headers',
    `Content-Type, Accept, Authorization, ${SCENARIO_HEADER}`,
  )
  response.statusCode = 204
  response.end()
}
