/**
 * The Content-Security-Policy of the production build (issue 15), built from the build's environment, and the Vite
 * plugin that ships it twice: as a `<meta http-equiv>` at the top of the built index.html, and as `_headers` (the
 * headers file of Netlify and Cloudflare Pages) with `frame-ancestors`, which only a header can carry. `vite preview`
 * of such a build sends the header too, so the e2e run sees both.
 *
 * Builds on the mock backend (VITE_MOCK=msw: demo, firebase) get no policy: MSW's service worker answers the API on
 * the site's own origin, and the QA inspector (`?inspect`) opens the Stately inspector on stately.ai.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { PAGE_INLINE_SCRIPT_SOURCE } from './prerender/pageInlineScript.ts'
import { buildsTheSite } from './siteBuild.ts'

type BuildEnv = Record<string, string | undefined>

/** Where Firebase Auth 12 (@firebase/auth 1.13) sends phone sign-in: its REST APIs, and the token refresh. */
const FIREBASE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
/**
 * The reCAPTCHA verifier loads www.google.com/recaptcha/api.js (or enterprise.js), which loads its code from
 * www.gstatic.com/recaptcha/ and shows its challenge in frames of www.google.com/recaptcha/ or
 * recaptcha.google.com/recaptcha/. On mobile browsers and Safari the SDK also opens, at start, the authDomain's
 * /__/auth/iframe through Google's gapi loader (apis.google.com/js/api.js).
 */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
const GAPI_LOADER = 'https://apis.google.com'
/** The three IP-geolocation services of SPEC §7 when the build does not name its own (src/config.ts). */
const DEFAULT_GEOLOCATION = ['https://ipapi.co/json/', 'https://api.country.is/', 'https://ipinfo.io/json']

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null
  try {
    const { origin, protocol } = new URL(url.trim())
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

const origins = (urls: readonly (string | undefined)[]) =>
  urls.map(originOf).filter((origin): origin is string => origin !== null)

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ')
}

/** The directives of this build's policy, in order; null for a build on the mock backend. */
function directives(env: BuildEnv): string[] | null {
  if (env.VITE_MOCK === 'msw') return null
  const geolocation = [1, 2, 3].map((n, index) => env[`VITE_GEO_URL_${n}`] ?? DEFAULT_GEOLOCATION[index])
  const gateways = (env.VITE_PAYMENT_GATEWAY_ORIGINS ?? '').split(',')
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN ? [`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`] : []
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`]
    : []
  return [
    directive('default-src', ["'self'"]),
    // The one inline script, by its hash: a prerendered page's (prerender/pageInlineScript.ts).
    directive('script-src', ["'self'", PAGE_INLINE_SCRIPT_SOURCE, ...RECAPTCHA_SCRIPTS, GAPI_LOADER]),
    // Mantine writes <style> elements (theme variables, responsive props) at run time: see ARCHITECTURE.md.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:']),
    directive('font-src', ["'self'"]),
    directive('connect-src', [
      "'self'",
      ...origins([env.VITE_API_URL]),
      ...origins(geolocation),
      ...FIREBASE_APIS,
      ...origins(emulator),
    ]),
    directive('frame-src', [...origins(authDomain), ...RECAPTCHA_FRAMES, ...origins(emulator)]),
    directive('worker-src', ["'none'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    // Leaving for the gateway is a navigation (not governed by CSP); a gateway hand-off by form post is.
    directive('form-action', ["'self'", ...origins(gateways)]),
  ]
}

/** The policy for the `<meta>` tag (which cannot carry frame-ancestors), or null for a mock-backend build. */
export function metaContentSecurityPolicy(env: BuildEnv): string | null {
  return directives(env)?.join('; ') ?? null
}

/** The policy for the HTTP header: the meta policy plus `frame-ancestors 'none'` (no site may frame this one). */
export function headerContentSecurityPolicy(env: BuildEnv): string | null {
  const list = directives(env)
  return list ? [...list, directive('frame-ancestors', ["'none'"])].join('; ') : null
}

/**
 * What every page is sent besides its policy: no guessing of a file's type, no framing by browsers too old for
 * `frame-ancestors`, only the origin to other sites (the status page's address names a payment), and no camera,
 * microphone or location, which the site never asks for.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/** `_headers` for Netlify / Cloudflare Pages: the header policy and the security headers on every path. */
export function staticHostHeaders(policy: string): string {
  const headers = { 'Content-Security-Policy': policy, ...SECURITY_HEADERS }
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** index.html with the policy's meta tag right after `<meta charset>` (which must stay in the first 1024 bytes). */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i
  if (!charset.test(html))
    throw new Error('index.html has no <meta charset>: nowhere to put the Content-Security-Policy')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`
  return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
}

const HEADERS_FILE = '_headers'

/** The headers a `_headers` file gives every path, as name and value. */
export function headersOf(file: string): [string, string][] {
  return [...file.matchAll(/^\s+([\w-]+):\s*(.+)$/gm)].map(([, name, value]) => [name, value.trim()])
}

/**
 * The Vite plugin: meta tag and `_headers` in the build; `vite preview` sends the headers of the `_headers` it serves
 * (so previewing a demo build, which has none, sends none).
 */
export function contentSecurityPolicy(): Plugin {
  let env: BuildEnv = {}
  let outDir = ''
  // Storybook builds with this config too: its iframe is not the site and gets no policy.
  let site = true
  return {
    name: 'content-security-policy',
    configResolved(config) {
      env = config.env
      outDir = resolve(config.root, config.build.outDir)
      site = buildsTheSite(config)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const policy = site ? metaContentSecurityPolicy(env) : null
        return policy && !context.server ? withPolicyMeta(html, policy) : html
      },
    },
    generateBundle() {
      const policy = site ? headerContentSecurityPolicy(env) : null
      if (policy) this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: staticHostHeaders(policy) })
    },
    configurePreviewServer(server) {
      const file = join(outDir, HEADERS_FILE)
      const headers = existsSync(file) ? headersOf(readFileSync(file, 'utf8')) : []
      if (headers.length === 0) return
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value)
        next()
      })
    },
  }
}
