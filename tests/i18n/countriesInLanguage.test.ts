import { describe, expect, it } from 'vitest'
import { countries, countriesIn, countryName, searchCountries } from '../../src/content/countries'
import { setActiveLanguage } from '../../src/lib/language'

const names = (list: readonly (typeof countries)[number][], language: 'en' | 'hi') =>
  list.map((country) => countryName(country, language))

describe('the country list', () => {
  it('keeps its English order in English', () => {
    expect(countriesIn('en')).toBe(countries)
  })

  it('is in Devanagari order in Hindi, every country kept', () => {
    const hindi = names(countriesIn('hi'), 'hi')
    const collator = new Intl.Collator('hi-IN')
    expect([...hindi].sort(collator.compare)).toEqual(hindi)
    expect(new Set(countriesIn('hi').map(({ code }) => code))).toEqual(
      new Set(countries.map(({ code }) => code)),
    )
    expect(hindi.indexOf('अफ़गानिस्तान')).toBeLessThan(hindi.indexOf('भारत'))
    expect(hindi.indexOf('भारत')).toBeLessThan(hindi.indexOf('श्रीलंका'))
  })

  it('is searched in the order of the language shown', () => {
    setActiveLanguage('hi')
    try {
      expect(names(searchCountries(''), 'hi')).toEqual(names(countriesIn('hi'), 'hi'))
    } finally {
      setActiveLanguage('en')
    }
  })
})
