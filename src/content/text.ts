/**
 * A text named, not written: machines and the rules below the views carry a `Text` (which catalog text, with which
 * arguments), and views turn it into words with `say` as they render, so what is on screen follows the language even
 * when it changes while a message is shown.
 *
 *   textOf(bookingFormMessages, 'nameRequired')          a text of a catalog export
 *   textOf(bookingFormMessages.required, field)          a text of an object inside one
 *   textOf(orderListMessages, 'ordersFound', 3)          a text that takes arguments
 *   saidByServer(reason)                                 the server's own words, shown as given
 */
import { exportNamed, placeOf } from './catalog'

type Argument = string | number

export type Text =
  | { readonly name: string; readonly path: readonly string[]; readonly args: readonly Argument[] }
  | { readonly said: string }

/** The keys of `T` that hold a text. */
type TextKey<T> = {
  [K in keyof T]: T[K] extends string | ((...args: never[]) => string) ? K : never
}[keyof T] &
  string

type ArgumentsOf<V> = V extends (...args: infer A extends Argument[]) => string ? A : []

/** The text at `key` of `texts`, a catalog export or an object inside one, with the arguments it takes. */
export function textOf<T extends object, K extends TextKey<T>>(
  texts: T,
  key: K,
  ...args: ArgumentsOf<T[K]>
): Text {
  const place = placeOf(texts)
  if (!place) throw new Error(`textOf: '${key}' is not read from a catalog of src/content`)
  return { name: place.name, path: [...place.path, key], args }
}

/** Words the server wrote (its reason for a refusal), shown as they came. */
export function saidByServer(words: string): Text {
  return { said: words }
}

/** The words of `text` in the language shown (or in English, for logs). */
export function say(text: Text, { english = false } = {}): string {
  if ('said' in text) return text.said
  let value: unknown = exportNamed(text.name, english)
  for (const key of text.path) value = (value as Record<string, unknown> | undefined)?.[key]
  if (typeof value === 'function') return (value as (...args: readonly Argument[]) => string)(...text.args)
  if (typeof value !== 'string') throw new Error(`say: no text at ${text.name}.${text.path.join('.')}`)
  return value
}

/** Each field's words, for a form library that keeps its messages as words. */
export function sayEach<F extends string>(texts: Partial<Record<F, Text>>): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries<Text>(texts as Record<F, Text>).map(([field, text]) => [field, say(text)]),
  ) as Partial<Record<F, string>>
}

/** The words of `text`, or null when there is none. */
export function sayIfAny(text: Text | null | undefined): string | null {
  return text ? say(text) : null
}

/** A failure that carries the text to show for it; its message is that text in English, for logs. */
export class TextError extends Error {
  constructor(
    readonly text: Text,
    options?: ErrorOptions,
  ) {
    super(say(text, { english: true }), options)
    this.name = 'TextError'
  }
}
