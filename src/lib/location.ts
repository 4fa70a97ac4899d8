/** Where the visitor is (SPEC §3): the country's name, its two-letter code (WW for global) and its flag. */
export interface VisitorLocation {
  country: string
  countryCode: string
  flag: string
}

export const GLOBAL_LOCATION: VisitorLocation = { country: 'Global', countryCode: 'WW', flag: '🌐' }
const UNKNOWN_COUNTRY_CODE = 'XX'
export const LOCATION_CACHE_KEY = 'visitorLocation'
export const LOCATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000
export const LOCATION_REQUEST_TIMEOUT_MS = 5_000

/** The flag emoji of a two-letter country code, built from regional indicator symbols; a globe otherwise. */
export function flagFor(countryCode: string): string {
  const code = countryCode.toUpperCase()
  if (!/^[A-Z]{2}$/.test(code) || code === 'WW' || code === UNKNOWN_COUNTRY_CODE) return '🌐'
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
}

/** A readable English name for a country code, used when a service gives only the code. */
function countryNameFor(countryCode: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode
  } catch {
    return countryCode
  }
}

/** SPEC §5: a detected location counts only with a present country code that is not XX. */
export function toVisitorLocation(
  countryCode: string | undefined,
  countryName?: string,
): VisitorLocation | null {
  const code = countryCode?.trim().toUpperCase()
  if (!code || code === UNKNOWN_COUNTRY_CODE || !/^[A-Z]{2}$/.test(code)) return null
  const name = countryName && countryName.toUpperCase() !== code ? countryName : countryNameFor(code)
  return { country: name, countryCode: code, flag: flagFor(code) }
}

/** The Global default: no country was found. */
export function isGlobal(location: VisitorLocation): boolean {
  return location.countryCode === GLOBAL_LOCATION.countryCode
}

export function isIndia(location: VisitorLocation | null): boolean {
  return location?.countryCode === 'IN'
}
