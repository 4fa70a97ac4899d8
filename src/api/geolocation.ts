/** The three public IP-geolocation services of SPEC §7, asked in order until one gives a usable country. */
import { geolocationUrls } from '../config'
import { LOCATION_REQUEST_TIMEOUT_MS, toVisitorLocation } from '../lib/location'
import type { VisitorLocation } from './contract/location'
import { geoCountryReplySchema, geoServiceOneReplySchema } from './contract/location'
import { getJson } from './client'

type Lookup = (signal?: AbortSignal) => Promise<VisitorLocation | null>

const options = (signal?: AbortSignal) => ({ signal, timeoutMs: LOCATION_REQUEST_TIMEOUT_MS })

const lookups: Lookup[] = [
  async (signal) => {
    const reply = await getJson(geolocationUrls[0], geoServiceOneReplySchema, options(signal))
    if (reply.error || reply.reason) return null
    return toVisitorLocation(reply.country_code, reply.country_name)
  },
  async (signal) =>
    toVisitorLocation((await getJson(geolocationUrls[1], geoCountryReplySchema, options(signal))).country),
  async (signal) =>
    toVisitorLocation((await getJson(geolocationUrls[2], geoCountryReplySchema, options(signal))).country),
]

export async function detectVisitorLocation(signal?: AbortSignal): Promise<VisitorLocation> {
  for (const lookup of lookups) {
    try {
      const location = await lookup(signal)
      if (location) return location
    } catch (error) {
      if (signal?.aborted) throw error
      console.warn('Location service failed, trying the next one', error)
    }
  }
  throw new Error('No location service answered')
}
