/** The newsletter's rule and call load with the first send; when that code does not arrive, the box says so. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { newsletterMessages } from '../../../src/content/messages/blog'
import { BlogPage } from '../../../src/features/blog/BlogPage'
import { renderPage } from '../../render'

vi.mock('../../../src/features/blog/newsletterSending', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('Newsletter box whose code does not arrive', () => {
  it('says the subscription failed and keeps the address', async () => {
    const { user } = renderPage(<BlogPage />, { route: '/blog' })
    const box = screen.getByRole('region', { name: 'Stay Connected with Spiritual Wisdom' })
    const email = within(box).getByLabelText('Email address')
    await user.type(email, 'devotee@example.com')
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }))
    expect(await within(box).findByText(newsletterMessages.failure)).toBeInTheDocument()
    expect(email).toHaveValue('devotee@example.com')
  })
})
