import type { Page } from '@playwright/test'

export interface SeededLocation {
  country: string
  countryCode: string
  flag: string
}

export const INDIA: SeededLocation = { country: 'India', countryCode: 'IN', flag: '🇮🇳' }
export const UNITED_STATES: SeededLocation = { country: 'United States', countryCode: 'US', flag: '🇺🇸' }

/**
 * Seeds the visitor-location cache (localStorage `visitorLocation`, SPEC §4) before any page script runs, so the
 * site uses this country without asking the geolocation services. `ageMs` makes the entry older (24 h expires it).
 */
export async function seedVisitorLocation(page: Page, location: SeededLocation, ageMs = 0): Promise<void> {
  const entry = JSON.stringify({ data: location, timestamp: Date.now() - ageMs })
  await page.addInitScript((value) => window.localStorage.setItem('visitorLocation', value), entry)
}
