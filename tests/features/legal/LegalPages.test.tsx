import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../../src/config'
import { PrivacyPolicyPage } from '../../../src/features/legal/PrivacyPolicyPage'
import { TermsConditionsPage } from '../../../src/features/legal/TermsConditionsPage'
import { renderPage } from '../../render'

const pages = [
  ['Privacy Policy', <PrivacyPolicyPage key="privacy" />, '/privacy-policy'],
  ['Terms & Conditions', <TermsConditionsPage key="terms" />, '/terms-conditions'],
] as const

describe.each(pages)('%s', (title, element, route) => {
  it('has a table of contents whose every link jumps to a section heading', () => {
    renderPage(element, { route })
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(10)
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '')
      const heading = document.getElementById(id)
      expect(heading?.tagName).toBe('H2')
      expect(heading?.textContent).toContain(link.textContent)
    }
  })

  it('names the company, the Grievance Officer with the legal contact, and the response times', () => {
    renderPage(element, { route })
    expect(screen.getAllByText(new RegExp(siteConfig.companyName)).length).toBeGreaterThan(0)
    const grievance = within(screen.getByRole('region', { name: /Grievance Officer/ }))
    expect(grievance.getByText(new RegExp(siteConfig.grievanceOfficer))).toBeInTheDocument()
    expect(grievance.getByText(new RegExp(siteConfig.legalEmail))).toBeInTheDocument()
    expect(
      grievance.getByText(/acknowledge your complaint within 24 hours .* resolve it within 15 days/),
    ).toBeInTheDocument()
    expect(screen.getByText(/Last updated: 04-09-2025/)).toBeInTheDocument()
  })
})

describe('What the legal texts promise', () => {
  it('the privacy policy says under-18s are not served', () => {
    renderPage(<PrivacyPolicyPage />, { route: '/privacy-policy' })
    expect(screen.getByText(/not offered to, anyone under the age of 18/)).toBeInTheDocument()
  })

  it('the terms say under-18s are not served and refunds deduct transaction charges', () => {
    renderPage(<TermsConditionsPage />, { route: '/terms-conditions' })
    expect(screen.getByText(/We do not serve anyone under 18/)).toBeInTheDocument()
    expect(screen.getByText(/refunds are made after deducting the transaction charges/)).toBeInTheDocument()
  })
})
