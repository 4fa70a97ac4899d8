import { readdirSync, readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { endpointIds, endpoints } from '../../src/api/endpoints'
import { routes } from '../../mocks/backend/routes'
import { buildOpenApi, OPENAPI_FILE, openApiText } from '../../scripts/contract/openapi'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const document = buildOpenApi(version) as { paths: Record<string, Record<string, unknown>> }

/** Every operation of the document as 'METHOD /path'. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
)

/**
 * The client's modules (src/api) other than the endpoint table and its paths, with their code (doc comments left out).
 */
const clientModules = readdirSync('src/api')
  .filter((file) => file.endsWith('.ts') && file !== 'endpoints.ts' && file !== 'paths.ts')
  .map((file) => ({ file, text: readFileSync(`src/api/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }))

describe('docs/openapi.json', () => {
  it('is up to date with the schemas and the endpoint table (run `npm run contract`)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(version))
  })

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(readFileSync(OPENAPI_FILE, 'utf8'))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('lists exactly the calls the client makes: every endpoint of the table, each once', () => {
    const table = endpointIds.map((id) => `${endpoints[id].method.toUpperCase()} ${endpoints[id].path}`)
    expect([...operations].sort()).toEqual([...table].sort())
  })

  it('every endpoint of the table is called by a client module, and no client module writes an /api/ path itself', () => {
    const called = new Set(
      clientModules.flatMap(({ text }) => [...text.matchAll(/pathOf\('(\w+)'/g)].map((m) => m[1])),
    )
    expect([...called].sort()).toEqual([...endpointIds].sort())
    const literalPaths = clientModules.filter(({ text }) => /['`"]\/api\//.test(text)).map(({ file }) => file)
    expect(literalPaths).toEqual([])
  })

  it('the mock backend serves every operation of the document', () => {
    const served = routes.map(
      (route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    )
    expect(served.sort()).toEqual([...operations].sort())
  })

  const operationsBySecurity = (required: boolean) =>
    Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string; security?: object[] }>)
        .filter(
          ({ security }) =>
            security && security.some((scheme) => Object.keys(scheme).length === 0) !== required,
        )
        .map((operation) => operation.operationId),
    )

  it('a payment takes the ID token when its payer is signed in, and needs none from a guest', () => {
    expect(operationsBySecurity(false)).toEqual(['paymentInitiate'])
  })

  it('user data needs the ID token: the order lists, one order, the profile and pooja and chadava order creation', () => {
    expect(operationsBySecurity(true).sort()).toEqual(
      [
        'chadavaOrder',
        'chadavaOrderCreate',
        'chadavaOrderList',
        'poojaOrder',
        'poojaOrderCreate',
        'poojaOrderList',
        'profileGet',
        'profileUpsert',
      ].sort(),
    )
  })
})
