import './shellStyles'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppShell } from './AppShell'

export function App({ router }: { router: DataRouter }) {
  return (
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  )
}
