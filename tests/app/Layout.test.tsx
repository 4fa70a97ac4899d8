import { act, render, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/app/Layout'
import { TestProviders } from '../../src/testing/TestProviders'

function FailingPage(): never {
  throw new Error('The page’s code did not arrive')
}

/** A page that shows its heading once its content has come. */
function HeadingLater() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return shown ? <h1>Horoscope page</h1> : <p>Readings on their way</p>
}

function renderLayoutAt(route: string) {
  const pages = [
    { path: 'about', element: <h1>About page</h1> },
    { path: 'contact', element: <h1>Contact page</h1> },
    { path: 'blog', element: <FailingPage /> },
    { path: 'horoscope', element: <HeadingLater /> },
  ]
  // As the site's routes: the same pages under each language's root.
  const router = createMemoryRouter(
    ['/', '/hi'].map((path) => ({ path, element: <Layout />, children: pages })),
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

  it('gives a new page’s heading, once shown, the focus the page before took away, and no other focus', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = renderLayoutAt('/about')
    await screen.findByRole('heading', { name: 'About page' })
    expect(document.body).toHaveFocus()

    await act(() => router.navigate('/contact'))
    const heading = await screen.findByRole('heading', { name: 'Contact page' })
    expect(heading).toHaveFocus()
    act(() => heading.blur())
    expect(heading).not.toHaveAttribute('tabindex')

    await act(() => router.navigate('/horoscope'))
    await screen.findByText('Readings on their way')
    expect(document.body).toHaveFocus()
    expect(await screen.findByRole('heading', { name: 'Horoscope page' })).toHaveFocus()

    const navigationLink = within(screen.getByRole('banner')).getAllByRole('link')[0]!
    act(() => navigationLink.focus())
    await act(() => router.navigate('/about'))
    await screen.findByRole('heading', { name: 'About page' })
    expect(navigationLink).toHaveFocus()
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

  it('starts with a link past the header that gives the page’s heading the focus', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderLayoutAt('/contact')
    const heading = await screen.findByRole('heading', { name: 'Contact page' })
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(document.querySelector('a[href], button')).toBe(skip)

    act(() => skip.click())
    expect(heading).toHaveFocus()
  })

  it('links to the blog from the footer (the blog is in no menu)', async () => {
    renderLayoutAt('/about')
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    )
  })
})
