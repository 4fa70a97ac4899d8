import { describe, expect, it } from 'vitest'
import { geoServices } from '../../mocks/backend/geolocation'
import { jsonClient } from './jsonClient'
import { useJsonServer } from './jsonServerHarness'
import { itAnswersTheScenarioARequestNames } from './scenarioCases'

const server = useJsonServer()

describe('a scenario the request names, on json-server', () => {
  itAnswersTheScenarioARequestNames(
    jsonClient(() => server.url()),
    () => geoServices.map((service) => `${server.url()}/geo/${service + 1}`),
  )

  it('lets the site on another origin send the scenario header', async () => {
    const preflight = await fetch(`${server.url()}/api/pooja`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-mock-scenario',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-mock-scenario')
  })
})
