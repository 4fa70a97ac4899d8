import { describe, expect, it } from 'vitest'
import { flagFor, toVisitorLocation } from '../../src/lib/location'

describe('toVisitorLocation (SPEC §5)', () => {
  it('accepts a two-letter code and builds the flag', () => {
    expect(toVisitorLocation('IN', 'India')).toEqual({ country: 'India', countryCode: 'IN', flag: '🇮🇳' })
  })

  it('rejects a missing code and the unknown code XX', () => {
    expect(toVisitorLocation(undefined)).toBeNull()
    expect(toVisitorLocation('')).toBeNull()
    expect(toVisitorLocation('XX', 'Unknown')).toBeNull()
  })

  it('names a country given only as a code', () => {
    expect(toVisitorLocation('us')).toEqual({ country: 'United States', countryCode: 'US', flag: '🇺🇸' })
  })

  it('uses a globe for the global code and anything that is not a country code', () => {
    expect(flagFor('WW')).toBe('🌐')
    expect(flagFor('123')).toBe('🌐')
  })
})
