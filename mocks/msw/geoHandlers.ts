/** The three geolocation services at the URLs the site asks (src/config.ts): India, or a scenario's answer. */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { geolocationUrls } from '../../src/config'
import { geoReplies, INDIA, UNITED_STATES } from '../backend/geolocation'
import { activeScenario } from '../scenarios'

export const geoHandlers: HttpHandler[] = geolocationUrls.map((url, index) =>
  http.get(url, () => {
    const scenario = activeScenario()
    if (scenario === 'location-unavailable') {
      return HttpResponse.json({ error: true, reason: 'Service unavailable' }, { status: 503 })
    }
    return HttpResponse.json(geoReplies(scenario === 'location-us' ? UNITED_STATES : INDIA)[index])
  }),
)
