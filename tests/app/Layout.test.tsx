import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/app/Layout'
import { TestProviders } from '../../src/testing/TestProviders'

function FailingPage(): never {
  throw new Error('The page’s code did not arrive')
}

function renderLayoutAt(route: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/hi?',
        element: <Layout />,
        children: [
          { path: 'about', element: <h1>About page</h1> },
          { path: 'contact', element: <h1>Contact page</h1> },
          { path: 'blog', element: <FailingPage /> },
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

  it('scrolls to the top on a route change, not when the app starts, nor on a switch of language', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = renderLayoutAt('/about')
    await screen.findByRole('heading', { name: 'About page' })
    expect(scrollTo).not.toHaveBeenCalled()

    await act(() => router.navigate('/hi/about', { preventScrollReset: true }))
    expect(router.state.location.pathname).toBe('/hi/about')
    expect(scrollTo).not.toHaveBeenCalled()

    await act(() => router.navigate('/hi/contact'))
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('shows a page that fails as the failure’s message inside the header and footer, until another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = renderLayoutAt('/blog')
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument()
    expect(
      screen.getByText('This page could not be loaded. Please check your connection and try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith('The page could not be shown', expect.any(Error))

    await act(() => router.navigate('/contact'))
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).not.toBeInTheDocument()
  })
})
