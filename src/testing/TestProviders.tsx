import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import type { VisitorLocation } from '../api/contract/location'
import { cssVariablesResolver, theme } from '../app/theme'
import { StaticVisitorLocation } from '../components/visitorLocation'

export const INDIA: VisitorLocation = { country: 'India', countryCode: 'IN', flag: '🇮🇳' }
export const USA: VisitorLocation = { country: 'United States', countryCode: 'US', flag: '🇺🇸' }

/** Mantine and a fixed visitor location, for stories and component tests (the router is added by each). */
export function TestProviders({
  children,
  location = INDIA,
}: {
  children: ReactNode
  location?: VisitorLocation | null
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <StaticVisitorLocation location={location}>{children}</StaticVisitorLocation>
    </MantineProvider>
  )
}
