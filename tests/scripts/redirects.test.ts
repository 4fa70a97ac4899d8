import { describe, expect, it } from 'vitest'
import { redirects } from '../../scripts/prerender/prerenderPlugin'

describe('the static host’s rules for pages not prerendered', () => {
  it('serves a Hindi path the Hindi app shell, and any other the English one, Hindi first', () => {
    expect(redirects(['en', 'hi'])).toBe('/hi/* /hi/spa.html 200\n/* /spa.html 200\n')
  })
})
