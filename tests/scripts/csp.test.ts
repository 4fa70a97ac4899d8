import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  headersOf,
  staticHostHeaders,
  withPolicyMeta,
} from '../../scripts/csp'
import { PAGE_INLINE_SCRIPT } from '../../scripts/prerender/pageInlineScript'

const production = {
  VITE_API_URL: 'https://api.sankalp.org.in/',
  VITE_GEO_URL_1: 'https://geo.example/one',
  VITE_GEO_URL_2: 'https://geo.example/two',
  VITE_GEO_URL_3: 'https://ipinfo.io/json',
  VITE_PAYMENT_GATEWAY_ORIGINS: 'https://mercury.phonepe.com, https://api.phonepe.com',
  VITE_FIREBASE_AUTH_DOMAIN: 'sankalp-prod.firebaseapp.com',
}

/** The policy as a map from directive to its sources. */
function parsed(policy: string | null): Map<string, string[]> {
  expect(policy).not.toBeNull()
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

describe('the production Content-Security-Policy', () => {
  it('runs only the site’s own scripts and reCAPTCHA’s and gapi’s, and of inline scripts only the prerendered page’s one, by its hash: no eval', () => {
    const inlineHash = createHash('sha256').update(PAGE_INLINE_SCRIPT).digest('base64')
    const script = parsed(metaContentSecurityPolicy(production)).get('script-src')
    expect(script).toEqual([
      "'self'",
      `'sha256-${inlineHash}'`,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://apis.google.com',
    ])
  })

  it('connects to the site, the API, the three geolocation services and Firebase Auth only', () => {
    expect(parsed(metaContentSecurityPolicy(production)).get('connect-src')).toEqual([
      "'self'",
      'https://api.sankalp.org.in',
      'https://geo.example',
      'https://ipinfo.io',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ])
  })

  it('frames only the Firebase authDomain and reCAPTCHA, and posts forms only to the site and the gateways', () => {
    const policy = parsed(metaContentSecurityPolicy(production))
    expect(policy.get('frame-src')).toEqual([
      'https://sankalp-prod.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ])
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://mercury.phonepe.com',
      'https://api.phonepe.com',
    ])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('asks the default geolocation services when the build names none, and its own origin for the API', () => {
    const connect = parsed(metaContentSecurityPolicy({})).get('connect-src')
    expect(connect).toEqual(
      expect.arrayContaining(['https://ipapi.co', 'https://api.country.is', 'https://ipinfo.io']),
    )
    expect(connect).not.toContain('undefined')
    expect(parsed(metaContentSecurityPolicy({})).get('frame-src')).not.toContain('https://undefined')
  })

  it('allows the Auth emulator only in a build pointed at it', () => {
    const policy = parsed(
      metaContentSecurityPolicy({ ...production, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    )
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:9099')
    expect(parsed(metaContentSecurityPolicy(production)).get('connect-src')).not.toContain(
      'http://127.0.0.1:9099',
    )
  })

  it('drops values that are not http(s) origins instead of writing them into the policy', () => {
    const policy = metaContentSecurityPolicy({
      ...production,
      VITE_API_URL: "javascript:alert(1)'; script-src *",
      VITE_PAYMENT_GATEWAY_ORIGINS: 'not a url,, https://pay.example/checkout',
    })
    expect(policy).not.toContain('javascript')
    expect(policy).not.toContain('*')
    expect(parsed(policy).get('form-action')).toEqual(["'self'", 'https://pay.example'])
  })

  it('keeps frame-ancestors to the header: a meta tag cannot carry it', () => {
    expect(parsed(metaContentSecurityPolicy(production)).has('frame-ancestors')).toBe(false)
    expect(parsed(headerContentSecurityPolicy(production)).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('gives builds on the mock backend (demo, firebase) no policy', () => {
    expect(metaContentSecurityPolicy({ VITE_MOCK: 'msw' })).toBeNull()
    expect(headerContentSecurityPolicy({ VITE_MOCK: 'msw' })).toBeNull()
  })

  it('writes the policy into index.html right after <meta charset> and reads it back from _headers', () => {
    const policy = headerContentSecurityPolicy(production)!
    const html = withPolicyMeta('<head>\n    <meta charset="UTF-8" />\n    <title>x</title>', policy)
    expect(html).toBe(
      `<head>\n    <meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />\n    <title>x</title>`,
    )
    expect(() => withPolicyMeta('<head></head>', policy)).toThrow(/meta charset/)
    expect(headersOf(staticHostHeaders(policy))).toEqual([
      ['Content-Security-Policy', policy],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ])
  })
})
