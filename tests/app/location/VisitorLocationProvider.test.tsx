import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { VisitorLocationProvider } from '../../../src/app/location/VisitorLocationProvider'
import { useVisitorLocation } from '../../../src/components/visitorLocation'

vi.mock('../../../src/app/location/runVisitorLocation', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

function ShownLocation() {
  const { location, status } = useVisitorLocation()
  return <p>{`${status}: ${location?.countryCode ?? 'none'}`}</p>
}

describe('the visitor location, when its code does not arrive', () => {
  it('settles on the global default with a warning, so prices stop loading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <VisitorLocationProvider>
        <ShownLocation />
      </VisitorLocationProvider>,
    )
    expect(await screen.findByText('resolved: WW')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('global default'), expect.any(Error))
  })
})
