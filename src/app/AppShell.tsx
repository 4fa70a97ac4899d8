import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { AppProviders } from './AppProviders'
import { cssVariablesResolver, theme } from './theme'

/** What wraps every page, in the browser and when a page is prerendered: Mantine's theme and the app-wide state. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <AppProviders>{children}</AppProviders>
    </MantineProvider>
  )
}
