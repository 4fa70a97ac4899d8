/** The header's location badge names the country, or Global, in the language shown (SPEC §2, issue 13). */
import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LocationBadge } from '../../../src/app/location/LocationBadge'
import { translationsReady } from '../../../src/content/catalog'
import { setActiveLanguage } from '../../../src/lib/language'
import { GLOBAL_LOCATION } from '../../../src/lib/location'
import { INDIA, TestProviders } from '../../../src/testing/TestProviders'

beforeAll(() => translationsReady('hi'))
afterEach(() => setActiveLanguage('en'))

const badge = (location = INDIA) =>
  render(
    <TestProviders>
      <LocationBadge status="resolved" location={location} />
    </TestProviders>,
  )

describe('LocationBadge', () => {
  it('reads Global when no country was found', () => {
    badge(GLOBAL_LOCATION)
    expect(screen.getByLabelText('Your location: Global')).toHaveTextContent('Global')
  })

  it('reads विश्व in Hindi when no country was found', () => {
    setActiveLanguage('hi')
    badge(GLOBAL_LOCATION)
    expect(screen.getByLabelText('आपका स्थान: विश्व')).toHaveTextContent('विश्व')
  })

  it('names the country in the language shown', () => {
    setActiveLanguage('hi')
    badge(INDIA)
    expect(screen.getByLabelText('आपका स्थान: भारत')).toHaveTextContent('भारत')
  })
})
