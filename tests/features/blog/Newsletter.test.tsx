import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { server } from '../../../mocks/node'
import { setScenario } from '../../../mocks/scenarios'
import { translationsReady } from '../../../src/content/catalog'
import { newsletterMessages } from '../../../src/content/messages/blog'
import hiCommon from '../../../src/content/messages/hi/common'
import { setActiveLanguage } from '../../../src/lib/language'
import { BlogPage } from '../../../src/features/blog/BlogPage'
import { renderPage } from '../../render'

function renderNewsletter() {
  const view = renderPage(<BlogPage />, { route: '/blog' })
  const box = screen.getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' })
  return {
    ...view,
    box,
    email: within(box).getByLabelText('Email address'),
    subscribe: within(box).getByRole('button', { name: 'Subscribe' }),
  }
}

describe('Newsletter box', () => {
  afterEach(() => setActiveLanguage('en'))

  it('confirms a valid address once the backend records it', async () => {
    let received: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/newsletter')) received = await request.clone().json()
    })
    onTestFinished(() => server.events.removeAllListeners())
    const { user, email, subscribe } = renderNewsletter()
    await user.type(email, 'devotee@example.com')
    await user.click(subscribe)
    expect(await screen.findByText(newsletterMessages.confirmation)).toBeInTheDocument()
    expect(received).toEqual({ email: 'devotee@example.com' })
  })

  it('shows a field error for an invalid address and sends nothing', async () => {
    let calls = 0
    server.use(
      http.post('*/api/newsletter', () => {
        calls += 1
        return HttpResponse.json({ success: true })
      }),
    )
    const { user, email, subscribe } = renderNewsletter()
    await user.click(subscribe)
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await user.type(email, 'not-an-email')
    await user.click(subscribe)
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toBe(0)
    expect(screen.queryByText(newsletterMessages.confirmation)).not.toBeInTheDocument()
  })

  it('shows an error and keeps the address when subscribing fails', async () => {
    setScenario('newsletter-error')
    const { user, email, subscribe } = renderNewsletter()
    await user.type(email, 'devotee@example.com')
    await user.click(subscribe)
    expect(await screen.findByText(newsletterMessages.failure)).toBeInTheDocument()
    expect(email).toHaveValue('devotee@example.com')
    expect(screen.queryByText(newsletterMessages.confirmation)).not.toBeInTheDocument()
  })

  it('reads its message in the language switched to, and clears it once the address is edited', async () => {
    const { user, email, subscribe } = renderNewsletter()
    await user.type(email, 'devotee@')
    await user.click(subscribe)
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await translationsReady('hi')
    act(() => setActiveLanguage('hi'))
    expect(screen.getByText(hiCommon.failureMessages.invalidEmail)).toBeInTheDocument()
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument()
    expect(email).toHaveValue('devotee@')
    await user.type(email, 'example.com')
    expect(screen.queryByText(hiCommon.failureMessages.invalidEmail)).not.toBeInTheDocument()
    expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })
})
