/**
 * The site's texts in every language. Each messages or content module is a catalog: its English texts, written in
 * the module, and a translation per other language in `hi/<module>.ts`, loaded only when that language is shown.
 *
 * A module declares its catalog once and wraps each export:
 *
 *   const { translatable } = catalog(() => import('./hi/booking'))
 *   export const otpPanelMessages = translatable('otpPanelMessages', { … } as const)
 *
 * An export read while Hindi is shown gives the Hindi text (or function); views therefore read texts as they render,
 * never copying them at module level. `translationsReady` loads the translations of every catalog loaded so far; the
 * app waits for it before it shows a page in that language.
 */
import { activeLanguage, type Language } from '../lib/language'

/** A translation of an English text: strings become any string, functions keep their arguments, shapes stay. */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T

/**
 * What a translation module exports: a translation of every text export (object or array) of its English module;
 * its exported functions are code, not text.
 */
export type CatalogOf<M> = {
  readonly [K in keyof M as M[K] extends (...args: never[]) => unknown ? never : M[K] extends object ? K : never]: Translation<M[K]>
}

type Exports = Record<string, unknown>
type TranslationModule = { default: Exports }
type Loader = () => Promise<TranslationModule>

interface Catalog {
  load: Partial<Record<Exclude<Language, 'en'>, Loader>>
  loaded: Partial<Record<Language, Exports>>
  names: string[]
}

const catalogs: Catalog[] = []

/**
 * Whether texts are being read while modules are defined: a module that builds its texts from another's
 * (`selected: commonMessages.selected`) must copy the English, whatever the language shown when it loads. A module
 * body runs without a pause, so the flag set by its `catalog()` call lasts until it has been defined.
 */
let defining = false

/** The name a translatable export was declared with, for the completeness test. */
export const EXPORT_NAME = Symbol('export name')

/** Declares a module's catalog: `hi` loads its Hindi translation. */
export function catalog(hi: Loader) {
  const entry: Catalog = { load: { hi }, loaded: {}, names: [] }
  catalogs.push(entry)
  if (!defining) {
    defining = true
    queueMicrotask(() => {
      defining = false
    })
  }

  const translated = (name: string): Record<PropertyKey, unknown> | undefined => {
    const language = activeLanguage()
    if (language === 'en' || defining) return undefined
    return entry.loaded[language]?.[name] as Record<PropertyKey, unknown> | undefined
  }

  return {
    /** The English texts of export `name`, read in the language being shown. */
    translatable<T extends object>(name: string, english: T): T {
      entry.names.push(name)
      return new Proxy(english, {
        get(target, key, receiver) {
          if (key === EXPORT_NAME) return name
          const texts = translated(name)
          return texts && key in texts ? texts[key] : Reflect.get(target, key, receiver)
        },
        getOwnPropertyDescriptor(target, key) {
          const texts = translated(name)
          const own = Reflect.getOwnPropertyDescriptor(target, key)
          if (!texts || !own || !(key in texts)) return own
          return { ...own, value: texts[key] }
        },
      })
    },
  }
}

/** Loads the translations into `language` of every catalog loaded so far. */
export async function translationsReady(language: Language): Promise<void> {
  if (language === 'en') return
  await Promise.all(
    catalogs.map(async (entry) => {
      if (entry.loaded[language]) return
      const load = entry.load[language]
      if (load) entry.loaded[language] = (await load()).default
    }),
  )
}

/** A lazily loaded module once the texts it brings are ready in the language being shown. */
export async function withTranslations<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading
  await translationsReady(activeLanguage())
  return loaded
}
