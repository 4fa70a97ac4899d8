/** The three geolocation services at the URLs the site asks (src/config.ts): India, or a scenario's answer. */
import { http, type HttpHandler } from 'msw'
import { geolocationUrls } from '../../src/config'
import { answerGeo } from '../answerRequest'
import { geoServices } from '../backend/geolocation'
import { activeScenario } from '../scenarios'
import { respond, scenarioSource } from './exchange'

export const geoHandlers: HttpHandler[] = geoServices.map((service) =>
  http.get(geolocationUrls[service], ({ request }) =>
    respond(answerGeo(service, scenarioSource(request), activeScenario())),
  ),
)
