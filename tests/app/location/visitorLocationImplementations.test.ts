import { beforeEach, describe, expect, it } from 'vitest'
import { cacheLocation, readCachedLocation } from '../../../src/app/location/visitorLocationImplementations'
import { LOCATION_CACHE_KEY, LOCATION_CACHE_TTL_MS } from '../../../src/lib/location'
import { MemoryStorage } from '../../../src/testing/memoryStorage'

const INDIA = { country: 'India', countryCode: 'IN', flag: '🇮🇳' }

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })
})

describe('visitor location cache (SPEC §3, §4)', () => {
  it('stores the location wrapped with data and a timestamp', () => {
    cacheLocation(INDIA, 1_000)
    expect(JSON.parse(localStorage.getItem(LOCATION_CACHE_KEY)!)).toEqual({ data: INDIA, timestamp: 1_000 })
  })

  it('answers within 24 hours', () => {
    cacheLocation(INDIA, 1_000)
    expect(readCachedLocation(1_000 + LOCATION_CACHE_TTL_MS - 1)).toEqual(INDIA)
  })

  it('removes an expired entry', () => {
    cacheLocation(INDIA, 1_000)
    expect(readCachedLocation(1_000 + LOCATION_CACHE_TTL_MS)).toBeNull()
    expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull()
  })

  it('removes an entry that does not parse, instead of trusting it', () => {
    localStorage.setItem(LOCATION_CACHE_KEY, '{"data":{"country":"India"},"timestamp":"soon"}')
    expect(readCachedLocation()).toBeNull()
    expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull()
    localStorage.setItem(LOCATION_CACHE_KEY, 'not json')
    expect(readCachedLocation()).toBeNull()
  })
})
