import { say, type Text } from '../content/text'

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  ('said' in value || ('name' in value && 'path' in value && 'args' in value))

type Spoken<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Spoken<U>[]
    : T extends object
      ? { [K in keyof T]: Spoken<T[K]> }
      : T

/**
 * `value` with every named text in it replaced by its words in the language shown: for tests, which assert what a
 * person reads, of machines and rules that carry texts by name.
 */
export function spoken<T>(value: T): Spoken<T> {
  if (isText(value)) return say(value) as Spoken<T>
  if (Array.isArray(value)) return value.map((item: unknown) => spoken(item)) as Spoken<T>
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spoken(item)])) as Spoken<T>
  return value as Spoken<T>
}
