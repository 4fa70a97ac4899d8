import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowedRedirect, type RedirectPolicy } from '../../src/lib/redirect'

const production: RedirectPolicy = {
  gatewayOrigins: ['https://mercury.phonepe.com', ' https://pay.example.com/ '],
  siteOrigin: 'https://sankalp.example',
  allowSiteOrigin: false,
}
const mock: RedirectPolicy = { ...production, gatewayOrigins: [], allowSiteOrigin: true }

describe('allowedRedirect', () => {
  it('follows a URL on a configured gateway origin', () => {
    expect(allowedRedirect('https://mercury.phonepe.com/transact?token=1', production)).toBe(
      'https://mercury.phonepe.com/transact?token=1',
    )
    expect(allowedRedirect('https://pay.example.com/x', production)).toBe('https://pay.example.com/x')
  })

  it("allows the site's own origin only in mock mode", () => {
    const gateway = 'https://sankalp.example/mock-gateway?merchantOrderId=POOJA_1_A'
    expect(allowedRedirect(gateway, mock)).toBe(gateway)
    expect(allowedRedirect(gateway, production)).toBeNull()
  })

  it('refuses javascript:, data:, protocol-relative, relative and look-alike URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//mercury.phonepe.com/transact',
      '/mock-gateway',
      'mock-gateway',
      'https://mercury.phonepe.com.evil.example/transact',
      'https://evil.example/?https://mercury.phonepe.com',
      'https://mercury.phonepe.com@evil.example/',
      'http://mercury.phonepe.com/transact',
      'https://mercury.phonepe.com:8443/transact',
      '',
    ]) {
      expect(allowedRedirect(url, production), url).toBeNull()
    }
  })

  it('never allows a host outside the allowlist', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const result = allowedRedirect(url, production)
        if (result !== null)
          expect(['https://mercury.phonepe.com', 'https://pay.example.com']).toContain(new URL(result).origin)
      }),
    )
  })
})
