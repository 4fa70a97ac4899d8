/**
 * fast-check arbitraries for API replies, made from the contract's zod schemas (src/api/schemas.ts): `validReply`
 * follows the schema (its strings include HTML and script text, huge text and unknown states, which a schema accepts
 * as strings), and `badReply` takes a valid reply and breaks it in one to three places: a field dropped, a value of the
 * wrong type, a huge string, HTML, a negative or enormous number, an unknown state.
 */
import * as fc from 'fast-check'
import { z } from 'zod/mini'

/** Text that must never become markup: each would add an element (or run script) if rendered as HTML. */
export const INJECTIONS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)></iframe>",
  '<b data-injected="1">bold</b>',
  'javascript:alert(1)',
] as const

/** Huge, but not so huge that a thousand of them are slow: 20,000 characters. */
export const HUGE_TEXT = 'ॐ नमः शिवाय '.repeat(1_600)

const UNKNOWN_STATES = ['REFUNDED', 'completed', '', ' ', 'COMPLETED ', 'null', '<b>PAID</b>', '\u202eDELIAF']

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_STATES) },
  { weight: 1, arbitrary: fc.constant(HUGE_TEXT) },
)

const BAD_NUMBERS = [-1, -0.01, -1e9, 1e21, Number.MAX_SAFE_INTEGER, 1.7976931348623157e308, 0.1 + 0.2]

type Def = {
  type: string
  shape?: Record<string, z.ZodMiniType>
  element?: z.ZodMiniType
  innerType?: z.ZodMiniType
  options?: z.ZodMiniType[]
  in?: z.ZodMiniType
  entries?: Record<string, string>
  values?: unknown[]
}

/** A leaf's rules, as its JSON Schema states them. */
interface LeafRules {
  type?: string
  pattern?: string
  minLength?: number
  minimum?: number
  exclusiveMinimum?: number
}

const rulesOf = (schema: z.ZodMiniType) => z.toJSONSchema(schema) as LeafRules

function stringArbitrary(schema: z.ZodMiniType): fc.Arbitrary<string> {
  const { pattern, minLength = 0 } = rulesOf(schema)
  if (pattern) return fc.stringMatching(new RegExp(pattern))
  return minLength > 0 ? text.filter((value) => value.length >= minLength) : text
}

function numberArbitrary(schema: z.ZodMiniType): fc.Arbitrary<number> {
  const { type, minimum, exclusiveMinimum } = rulesOf(schema)
  const integer = type === 'integer'
  const min =
    exclusiveMinimum !== undefined ? exclusiveMinimum + (integer ? 1 : 0.01) : (minimum ?? -1_000_000)
  const integers = fc.integer({ min: Math.ceil(min), max: 10_000_000 })
  return integer ? integers : fc.oneof(integers, fc.double({ min, max: 1e12, noNaN: true }))
}

/** Values the schema accepts (apart from regex-free refinements it does not declare as checks). */
export function validReply(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  const def = schema.def as unknown as Def
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {}
      const optional = Object.keys(shape).filter(
        (key) => (shape[key]!.def as unknown as Def).type === 'optional',
      )
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validReply(field)]))
      return fc.record(fields, { requiredKeys: Object.keys(shape).filter((key) => !optional.includes(key)) })
    }
    case 'array':
      return fc.array(validReply(def.element!), { maxLength: 4 })
    case 'optional':
      return validReply(def.innerType!)
    case 'nullable':
      return fc.option(validReply(def.innerType!), { nil: null })
    case 'union':
      return fc.oneof(...def.options!.map(validReply))
    case 'pipe':
      return validReply(def.in!)
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!))
    case 'literal':
      return fc.constantFrom(...def.values!)
    case 'string':
      return stringArbitrary(schema)
    case 'number':
      return numberArbitrary(schema)
    case 'boolean':
      return fc.boolean()
    default:
      return fc.anything()
  }
}

type Path = (string | number)[]

/** Every place in a JSON value: the value itself, each field and each item, depth first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path]
  if (Array.isArray(value))
    return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])))
  if (value && typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])))
  return here
}

const REMOVE = Symbol('remove')

/** `value` with the place at `path` replaced (or removed, for REMOVE). */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1)
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement)
    return copy
  }
  const copy = { ...(value as Record<string, unknown>) }
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string]
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement)
  return copy
}

/** What a broken place becomes. */
const breakage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(REMOVE),
  fc.constantFrom(null, true, 0, '', [], {}, '0', 'true', [null], { data: null }),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...INJECTIONS, ...UNKNOWN_STATES, HUGE_TEXT),
  fc.jsonValue({ maxDepth: 2 }),
)

/** A valid reply broken in one to three places. */
export function badReply(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  return validReply(schema).chain((valid) =>
    fc
      .array(fc.tuple(fc.constantFrom(...pathsOf(valid)), breakage), { minLength: 1, maxLength: 3 })
      .map((breaks) =>
        breaks.reduce((reply, [path, replacement]) => replaceAt(reply, path, replacement), valid),
      ),
  )
}

/** Half valid replies, half broken ones. */
export function anyReply(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  return fc.oneof(validReply(schema), badReply(schema))
}

/** How many runs each property makes: at least 1,000 per endpoint (FUZZ_RUNS raises it). */
export const RUNS_PER_ENDPOINT = Math.max(1_000, Number(process.env.FUZZ_RUNS ?? 0))
