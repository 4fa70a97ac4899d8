/**
 * Where the browser may be sent after a payment is initiated (DESIGN §10): only an absolute http(s) URL whose origin
 * is one of the configured gateway origins, or the site's own origin when the site runs on the mock backend.
 * `javascript:`, protocol-relative `//host`, relative paths and unknown hosts are refused.
 */
export interface RedirectPolicy {
  /** Origins of the payment gateway(s), e.g. from VITE_PAYMENT_GATEWAY_ORIGINS. */
  gatewayOrigins: readonly string[]
  /** The site's origin, allowed only when `allowSiteOrigin` (mock mode, where the gateway page is the site's own). */
  siteOrigin: string
  allowSiteOrigin: boolean
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** The URL to go to, or null when it is not allowed. */
export function allowedRedirect(candidate: string, policy: RedirectPolicy): string | null {
  if (!/^https?:\/\//i.test(candidate.trim())) return null
  const origin = originOf(candidate)
  if (origin === null) return null
  const allowed = new Set(policy.gatewayOrigins.map(originOf).filter((o): o is string => o !== null))
  if (policy.allowSiteOrigin) {
    const site = originOf(policy.siteOrigin)
    if (site) allowed.add(site)
  }
  return allowed.has(origin) ? new URL(candidate.trim()).href : null
}

/**
 * The policy of this build: VITE_PAYMENT_GATEWAY_ORIGINS (comma-separated), plus the site itself when VITE_MOCK=msw.
 */
export function siteRedirectPolicy(): RedirectPolicy {
  return {
    gatewayOrigins: (import.meta.env.VITE_PAYMENT_GATEWAY_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    siteOrigin: globalThis.location?.origin ?? '',
    allowSiteOrigin: import.meta.env.VITE_MOCK === 'msw',
  }
}
