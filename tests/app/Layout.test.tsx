import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/app/Layout'
import { TestProviders } from '../../src/testing/TestProviders'

function renderLayoutAt(route: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/hi?',
        element: <Layout />,
        children: [
          { path: 'about', element: <h1>About page</h1> },
          { path: 'contact', element: <h1>Contact page</h1> },
        ],
      },
    ],
    { initialEntries: [route] },
  )
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  )
  return router
}

describe('Layout', () => {
  afterEach(() => vi.restoreAllMocks())

  it('scrolls to the top on a route change, and not on a switch of language on the same page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = renderLayoutAt('/about')
    await screen.findByRole('heading', { name: 'About page' })
    scrollTo.mockClear()

    await act(() => router.navigate('/hi/about', { preventScrollReset: true }))
    expect(router.state.location.pathname).toBe('/hi/about')
    expect(scrollTo).not.toHaveBeenCalled()

    await act(() => router.navigate('/hi/contact'))
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
