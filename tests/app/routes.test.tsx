/**
 * A page's module loads apart from the shell. The page opened first is prepared before the app starts, so its first
 * render shows it, as the prerendered HTML does (hydration needs the same); a page not yet loaded shows the loader.
 */
import { render, screen } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { preparePage } from '../../src/app/appRouter'
import { SiteRoutes } from '../../src/app/routes'
import { TestProviders } from '../../src/testing/TestProviders'

const siteAt = (path: string) => (
  <TestProviders>
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes />
    </MemoryRouter>
  </TestProviders>
)

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actEnvironment = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT
afterEach(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

describe('the routes’ pages', () => {
  it('show a prepared page in the first render, with no loader', async () => {
    const page = await preparePage({ pathname: '/no/such/page' })
    expect(page?.module).toBe('src/features/notFound/NotFoundPage.tsx')
    render(siteAt('/no/such/page'))
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument()
  })

  it('show the loader in the page’s place until its module is in, then the page', async () => {
    // Rendered as in the browser, by React's scheduler: inside a test's `act`, React drops the render again of a
    // component that waited with `use` unless the act is awaited, and an awaited one hides the loader.
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    const root = createRoot(document.body.appendChild(document.createElement('div')))
    root.render(siteAt('/privacy-policy'))
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument()
    root.unmount()
  })
})
