import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AboutPage } from '../../../src/features/about/AboutPage'
import { renderPage } from '../../render'

describe('About page', () => {
  it('has every section of SPEC §2 in heading order', () => {
    renderPage(<AboutPage />, { route: '/about' })
    expect(screen.getByRole('heading', { level: 1, name: 'About Sankalp' })).toBeInTheDocument()
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections).toEqual([
      'What We Are',
      'Our Services',
      'Our Impact',
      'Why Choose Sankalp',
      'How It Works',
      'Our Mission',
      'Our Vision',
      'Begin Your Spiritual Journey',
    ])
  })

  it('links the four services, including Sacred Donations to /donation', () => {
    renderPage(<AboutPage />, { route: '/about' })
    const services = within(screen.getByRole('region', { name: 'Our Services' }))
    const targets = services.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(targets).toEqual(['/virtual-puja', '/chadava', '/horoscope', '/donation'])
    expect(services.getByRole('heading', { name: 'Sacred Donations' })).toBeInTheDocument()
  })

  it('shows the headline figures, four steps, and links to /contact and /virtual-puja', () => {
    renderPage(<AboutPage />, { route: '/about' })
    const impact = within(screen.getByRole('region', { name: 'Our Impact' }))
    for (const label of ['Customers Served', 'Services Delivered', 'Pujas Completed', 'Countries Served']) {
      expect(impact.getByText(label)).toBeInTheDocument()
    }
    expect(impact.getByText('50,000+')).toBeInTheDocument()
    expect(impact.getByText('500+')).toBeInTheDocument()
    const why = within(screen.getByRole('region', { name: 'Why Choose Sankalp' }))
    for (const claim of ['100% Authentic Rituals', '50+ Expert Priests', '4.9 Star Rating', '24/7 Service']) {
      expect(why.getByText(claim)).toBeInTheDocument()
    }
    expect(
      within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem'),
    ).toHaveLength(4)
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Book a Puja' })).toHaveAttribute('href', '/virtual-puja')
  })
})
