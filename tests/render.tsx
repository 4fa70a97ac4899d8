import '@mantine/core/styles.layer.css'
import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import type { VisitorLocation } from '../src/api/schemas'
import { INDIA, TestProviders } from '../src/testing/TestProviders'

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page opens at. */
  route?: string
  /** The route pattern the element is mounted at (for params), default: `route`. */
  path?: string
  /** Extra routes, so links and redirects can be followed. */
  routes?: RouteObject[]
  location?: VisitorLocation | null
}

/** Renders an element inside Mantine, a fixed visitor location and a memory router. */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
  const { route = '/', path, routes = [], location = INDIA, ...rest } = options
  const router = createMemoryRouter([{ path: path ?? route.split('?')[0], element }, ...routes], {
    initialEntries: [route],
  })
  const user = userEvent.setup()
  const result = render(
    <TestProviders location={location}>
      <RouterProvider router={router} />
    </TestProviders>,
    rest,
  )
  return { ...result, user, router }
}
