import './shellStyles'
import { MantineProvider } from '@mantine/core'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from './routes'
import { cssVariablesResolver, theme } from './theme'
import { AppProviders } from './AppProviders'

const router = createBrowserRouter(routes)

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </MantineProvider>
  )
}
