import { describe, expect, it } from 'vitest'
import { currencyFor, formatPrice, minimumPrice } from '../../src/domain/money'

const pkg = { price: 1251, priceInDollars: 25 }

describe('prices by visitor location (SPEC §9)', () => {
  it('shows rupees with ₹ for India', () => {
    expect(formatPrice(pkg, currencyFor({ country: 'India', countryCode: 'IN', flag: '🇮🇳' }))).toBe('₹1,251')
  })

  it('shows dollars with $ for every other country and for Global', () => {
    expect(formatPrice(pkg, currencyFor({ country: 'United States', countryCode: 'US', flag: '🇺🇸' }))).toBe(
      '$25',
    )
    expect(formatPrice(pkg, currencyFor({ country: 'Global', countryCode: 'WW', flag: '🌐' }))).toBe('$25')
  })

  it('groups large rupee amounts the Indian way', () => {
    expect(formatPrice({ price: 125001, priceInDollars: 1500 }, 'INR')).toBe('₹1,25,001')
  })

  it('finds the minimum of each currency', () => {
    expect(minimumPrice([pkg, { price: 851, priceInDollars: 15 }])).toEqual({
      price: 851,
      priceInDollars: 15,
    })
    expect(minimumPrice([])).toBeNull()
  })
})
