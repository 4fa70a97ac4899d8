import type { Json } from './types'

/** The three IP-geolocation services of SPEC §7, answered for a chosen country (India unless a scenario says). */
interface MockCountry {
  name: string
  code: string
}

export const INDIA: MockCountry = { name: 'India', code: 'IN' }
export const UNITED_STATES: MockCountry = { name: 'United States', code: 'US' }

/** Service 1 (ipapi.co), 2 (country.is) and 3 (ipinfo.io), by their place in that order. */
export const geoServices = [0, 1, 2] as const
export type GeoService = (typeof geoServices)[number]

/** The bodies of service 1 (ipapi.co), 2 (country.is) and 3 (ipinfo.io), in that order. */
export function geoReplies(country: MockCountry): readonly [Json, Json, Json] {
  return [
    { country_name: country.name, country_code: country.code },
    { country: country.code },
    { country: country.code },
  ]
}
