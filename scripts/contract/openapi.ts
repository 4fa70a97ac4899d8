/**
 * The API contract as an OpenAPI 3.1 document, generated from the endpoint table (src/api/endpoints.ts), its prose
 * (src/api/endpointRules.ts) and the zod schemas (src/api/schemas.ts, the whole contract) with zod's own JSON Schema
 * output. Schemas describe what crosses the wire (zod's input side), so a reply the client would read through a
 * transform is documented as the server sends it.
 */
import { z } from 'zod/mini'
import { endpointIds, endpoints, type Endpoint, type Identity } from '../../src/api/endpoints'
import { pathParameters, type EndpointId } from '../../src/api/paths'
import { endpointRules } from '../../src/api/endpointRules'
import * as schemas from '../../src/api/schemas'

/** What a request's `Accept-Language` asks for, naming every language of the site. */
const languageCodes = schemas.contentLanguageSchema.options.map((code) => `\`${code}\``).join(' or ')
const ACCEPT_LANGUAGE =
  `The visitor’s language, ${languageCodes} (anything else means \`en\`): catalogue texts come in it, ` +
  'orders add `inLanguage`, the names of what was booked in it, and a reply’s `error` or `message` is in it.'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export const OPENAPI_FILE = 'docs/openapi.json'

const SCHEMA_URI = '#/components/schemas/'

/** Every zod schema schemas.ts exports, under its export name without `Schema`, capitalised (pujaSchema → Puja). */
function namedSchemas(): Map<z.ZodMiniType, string> {
  const named = new Map<z.ZodMiniType, string>()
  for (const [exportName, value] of Object.entries(schemas)) {
    if (!(value instanceof z.ZodMiniType)) continue
    const name = exportName.replace(/Schema$/, '')
    named.set(value, name.charAt(0).toUpperCase() + name.slice(1))
  }
  return named
}

/** The components every schema of the table needs: each named schema once, the others referenced by name. */
function componentSchemas(named: Map<z.ZodMiniType, string>): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>()
  for (const [schema, id] of named) registry.add(schema, { id })
  const { schemas: generated } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_URI}${id}`,
  })
  return Object.fromEntries(
    Object.entries(generated).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as JsonObject
      return [id, rest]
    }),
  )
}

function refTo(named: Map<z.ZodMiniType, string>, schema: z.ZodMiniType): JsonObject {
  const name = named.get(schema)
  if (!name)
    throw new Error('Every request and reply schema of an endpoint must be exported by src/api/schemas.ts')
  return { $ref: `${SCHEMA_URI}${name}` }
}

/** The names a JSON value refers to with `#/components/schemas/<name>`. */
function referencedNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedNames(item, into))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_URI))
        into.add(item.slice(SCHEMA_URI.length))
      else referencedNames(item, into)
    }
  }
  return into
}

/** Only the components the paths reach, directly or through other components. */
function reachable(all: Record<string, JsonObject>, roots: unknown): Record<string, JsonObject> {
  const kept = new Set<string>()
  const pending = [...referencedNames(roots)]
  while (pending.length > 0) {
    const name = pending.pop()!
    if (kept.has(name)) continue
    kept.add(name)
    pending.push(...referencedNames(all[name]))
  }
  return Object.fromEntries(
    Object.entries(all)
      .filter(([name]) => kept.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

const jsonContent = (schema: JsonObject) => ({ 'application/json': { schema } })

const errorResponse = (description: string) => ({
  description,
  content: jsonContent({ $ref: `${SCHEMA_URI}ErrorReply` }),
})

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not JSON or does not match the request schema; `error` names the offending fields.',
  401: 'No `Authorization: Bearer <ID token>`, or a token that is expired or invalid. The client refreshes the token once and retries.',
  403: 'The token is valid but belongs to another user than the one whose data is asked for (or, creating an order, than the one who started its payment).',
  404: 'Not found.',
  409: 'Conflicts with what the server holds (see the rules).',
}

/** A user's call needs the ID token; a guest's or user's takes it if sent (`{}`: none is needed). */
function securityOf(identity: Identity): JsonObject {
  if (identity.scope === 'user') return { security: [{ idToken: [] }] }
  return identity.scope === 'guestOrUser' ? { security: [{}, { idToken: [] }] } : {}
}

/** A call a guest may make without a token refuses only a token that is sent and is no good. */
const GUEST_OR_USER_401 =
  'A token was sent that is expired or invalid (a guest sends none). The client refreshes the token once and retries.'

function operation(id: EndpointId, endpoint: Endpoint, named: Map<z.ZodMiniType, string>): JsonObject {
  const rules: readonly string[] = endpointRules[id].rules
  const statuses = new Set<number>(endpoint.errors)
  if (endpoint.request) statuses.add(400)
  if (endpoint.identity.scope === 'user') [401, 403].forEach((status) => statuses.add(status))
  if (endpoint.identity.scope === 'guestOrUser') statuses.add(401)
  const ok = { description: 'OK', content: jsonContent(refTo(named, endpoint.reply)) }
  const responses: JsonObject = { '200': ok }
  if (id.endsWith('OrderCreate')) {
    responses['200'] = { ...ok, description: 'The order this merchantOrderId already has (nothing created)' }
    responses['201'] = { ...ok, description: 'The order was created' }
  }
  for (const status of [...statuses].sort())
    responses[String(status)] = errorResponse(
      status === 401 && endpoint.identity.scope === 'guestOrUser'
        ? GUEST_OR_USER_401
        : ERROR_DESCRIPTIONS[status]!,
    )
  responses.default = errorResponse('Any other failure (5xx): the same error body.')
  return {
    operationId: id,
    summary: endpointRules[id].summary,
    ...(rules.length > 0 ? { description: rules.map((rule) => `- ${rule}`).join('\n') } : {}),
    tags: [endpoint.mockOnly ? 'mock' : (endpoint.path.split('/')[2] ?? 'api')],
    ...securityOf(endpoint.identity),
    ...(endpoint.mockOnly ? { 'x-mock-only': true } : {}),
    parameters: [
      ...pathParameters(endpoint.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        description: 'URL-encoded',
        schema: { type: 'string' },
      })),
      {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: ACCEPT_LANGUAGE,
        schema: { type: 'string', enum: [...schemas.contentLanguageSchema.options] },
      },
    ],
    ...(endpoint.request
      ? { requestBody: { required: true, content: jsonContent(refTo(named, endpoint.request)) } }
      : {}),
    responses,
  }
}

const DESCRIPTION = `The API the Sankalp site calls. Generated from the client's zod schemas (src/api/schemas.ts) and endpoint table
(src/api/endpoints.ts) by \`npm run contract\`; \`npm run test:contract -- --api <base URL>\` checks a running backend
against it.

Rules every backend keeps:

- Bodies are JSON. Every error (4xx, 5xx) answers \`{ "success": false, "error": "<a message a person can read>" }\`.
- Amounts sent to and read from the payment calls are integers in paise (rupees × 100). Order amounts are rupees.
- The client makes the merchantOrderId (\`^[A-Z0-9_]{1,62}$\`). An order is created at most once per merchantOrderId:
  the same order again answers the first one's id.
- An order is created only for a payment that the status API reports COMPLETED, and its amount is the payment
  record's, never the request's. The payment must cover the price of what the order books, by the backend's prices
  (the catalogue's package or offerings, SPEC's consultation prices): a payment of less is 409 and creates nothing.
- User data (orders, profile, pooja and chadava order creation) needs \`Authorization: Bearer <ID token>\`: the
  Firebase ID token of the signed-in user (a mock token on the mock site). Without a valid token the answer is 401;
  with another user's token 403. Operations marked \`x-mock-only\` are served by the mock backend only.`

export function buildOpenApi(version: string): JsonObject {
  const named = namedSchemas()
  const paths: Record<string, JsonObject> = {}
  for (const id of endpointIds) {
    const endpoint: Endpoint = endpoints[id]
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(id, endpoint, named) }
  }
  const all = componentSchemas(named)
  const roots = { paths, error: { $ref: `${SCHEMA_URI}ErrorReply` } }
  return {
    openapi: '3.1.0',
    info: { title: 'Sankalp API', version, description: DESCRIPTION },
    paths,
    components: {
      schemas: reachable(all, roots),
      securitySchemes: {
        idToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The signed-in user's Firebase ID token (user.getIdToken()); a mock token on the mock site.",
        },
      },
    },
  }
}

/** The document as `npm run contract` writes it: two-space JSON and a final newline. */
export function openApiText(version: string): string {
  return `${JSON.stringify(buildOpenApi(version), null, 2)}\n`
}
