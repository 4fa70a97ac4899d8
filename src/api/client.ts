/**
 * The one HTTP client of the site. Every call goes through `getJson`/`postJson`, which parse the reply with a zod
 * schema and turn every failure into an `ApiFailure` carrying one `ApiError`.
 */
import ky, { HTTPError, TimeoutError } from 'ky'
import { activeLanguage } from '../lib/language'
import { z } from 'zod/mini'
import { apiBaseUrl } from '../config'

export type ApiError =
  | { kind: 'http'; status: number; statusText: string; body: string }
  | { kind: 'network'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'invalid-reply'; detail: string }
  /** The server answered but said no (`success: false`), with its error text if it gave one. */
  | { kind: 'refused'; reason: string }

export class ApiFailure extends Error {
  readonly error: ApiError
  constructor(error: ApiError) {
    super(describeApiError(error))
    this.name = 'ApiFailure'
    this.error = error
  }
}

/** SPEC §8's service-level wording for each kind of failure. */
function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'http':
      return `API Error: ${error.status} ${error.statusText}`.trim()
    case 'network':
      return 'Network error: please check your connection and try again.'
    case 'timeout':
      return 'The server took too long to answer. Please try again.'
    case 'aborted':
      return 'The request was cancelled.'
    case 'invalid-reply':
      return 'The server sent a reply we could not read. Please try again.'
    case 'refused':
      return error.reason || 'The server refused the request.'
  }
}

/** A refusal: the server answered `success: false`, with `reason` if it gave one. */
export function refused(reason?: string | null): ApiFailure {
  return new ApiFailure({ kind: 'refused', reason: reason?.trim() ?? '' })
}

const reasonBodySchema = z.looseObject({ error: z.optional(z.string()), message: z.optional(z.string()) })

/** The reason the server gave: a refusal's, or an HTTP error body's `error` or `message` (or its plain text). */
export function serverReason(error: ApiError): string {
  if (error.kind === 'refused') return error.reason
  if (error.kind !== 'http') return ''
  const body = error.body.trim()
  try {
    const parsed = reasonBodySchema.safeParse(JSON.parse(body))
    if (parsed.success) return parsed.data.error || parsed.data.message || ''
  } catch {
    // Not JSON: the body text itself is the reason.
  }
  return body.startsWith('<') ? '' : body
}

export function isAborted(error: unknown): boolean {
  return error instanceof ApiFailure && error.error.kind === 'aborted'
}

const MOCK_SCENARIO_KEY = 'sankalpMockScenario'
/**
 * A scenario's name as the mock backend spells them (`catalogue-error`): lower-case words joined by hyphens, stored
 * raw, as MSW's mocks/browser.ts stores it.
 */
const scenarioNameSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))

/**
 * QA builds against the json-server mock API only (VITE_API_SCENARIO_HEADER=on; production builds leave it unset
 * and drop this): the page's `?scenario=<name>`, kept for the browser session (`none` forgets it), goes to the API
 * as the X-Mock-Scenario header.
 */
function sendMockScenario(request: Request): void {
  const requested = new URLSearchParams(location.search).get('scenario')
  if (requested === 'none') sessionStorage.removeItem(MOCK_SCENARIO_KEY)
  else if (requested) sessionStorage.setItem(MOCK_SCENARIO_KEY, requested)
  const stored = sessionStorage.getItem(MOCK_SCENARIO_KEY)
  if (stored === null) return
  const scenario = scenarioNameSchema.safeParse(stored)
  // A value the site did not write (or a name no header can carry) is dropped, never sent.
  if (!scenario.success) sessionStorage.removeItem(MOCK_SCENARIO_KEY)
  else if (new URL(request.url).origin === new URL(apiBaseUrl()).origin)
    request.headers.set('X-Mock-Scenario', scenario.data)
}

const http = ky.create({
  timeout: 15_000,
  retry: 0,
  throwHttpErrors: true,
  hooks: { beforeRequest: import.meta.env.VITE_API_SCENARIO_HEADER === 'on' ? [sendMockScenario] : [] },
})

function urlFor(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${apiBaseUrl()}${path}`
}

async function toFailure(error: unknown, signal?: AbortSignal): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
    return new ApiFailure({ kind: 'aborted' })
  if (error instanceof TimeoutError) return new ApiFailure({ kind: 'timeout' })
  if (error instanceof HTTPError) {
    const body = await error.response.text().catch(() => '')
    return new ApiFailure({
      kind: 'http',
      status: error.response.status,
      statusText: error.response.statusText,
      body,
    })
  }
  return new ApiFailure({ kind: 'network', detail: error instanceof Error ? error.message : String(error) })
}

function parse<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new ApiFailure({
      kind: 'invalid-reply',
      detail: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    })
  }
  return result.data
}

/**
 * The signed-in user's credentials for a call on user data (src/api/endpoints.ts `identity`), handed down by the
 * feature that makes the call (the API layer knows no sign-in provider).
 */
export interface Credentials {
  /** The user's ID token; `refresh` asks the provider for a new one. Null when nobody is signed in. */
  idToken(refresh: boolean): Promise<string | null>
  /** The token was refused again after a refresh: the session is over (the site signs the user out). */
  expired(): Promise<void>
}

export interface RequestOptions {
  signal?: AbortSignal
  timeoutMs?: number
  headers?: Record<string, string>
  /** Sent as `Authorization: Bearer <ID token>`; a 401 gets one fresh token and one retry. */
  credentials?: Credentials
}

const isUnauthorized = (error: unknown) => error instanceof HTTPError && error.response.status === 401

/** Sends with the user's ID token; a 401 is retried once with a refreshed token, and a second 401 ends the session. */
async function withIdToken<T>(
  credentials: Credentials,
  attempt: (token: string | null) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(await credentials.idToken(false))
  } catch (error) {
    if (!isUnauthorized(error)) throw error
  }
  try {
    return await attempt(await credentials.idToken(true))
  } catch (error) {
    if (isUnauthorized(error)) await credentials.expired()
    throw error
  }
}

async function send<S extends z.ZodMiniType>(
  method: 'get' | 'post',
  path: string,
  schema: S,
  options: RequestOptions & { json?: unknown },
): Promise<z.output<S>> {
  const attempt = (token: string | null): Promise<unknown> =>
    http(urlFor(path), {
      method,
      json: options.json,
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': activeLanguage(),
        ...options.headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      timeout: options.timeoutMs ?? 15_000,
    }).json()
  try {
    const data = await (options.credentials ? withIdToken(options.credentials, attempt) : attempt(null))
    return parse(schema, data)
  } catch (error) {
    throw await toFailure(error, options.signal)
  }
}

export function getJson<S extends z.ZodMiniType>(path: string, schema: S, options: RequestOptions = {}) {
  return send('get', path, schema, options)
}

export function postJson<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
) {
  return send('post', path, schema, { ...options, json: body })
}
