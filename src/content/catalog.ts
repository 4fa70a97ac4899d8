/**
 * The site's texts in every language. Each messages or content module is a catalog: its English texts, written in
 * the module, and a translation per other language in a folder named after the language's two-letter code
 * (`hi/<module>.ts`), loaded only when that language is shown. Another language is a folder of translations more.
 *
 * A module declares its catalog once, finding its translations by that rule (in a function, which only runs when a
 * translation is wanted: `import.meta.glob` is Vite's, and a test run outside Vite reads the English), and wraps each
 * export:
 *
 *   const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/booking.ts', { import: 'default' }))
 *   export const otpPanelMessages = translatable('otpPanelMessages', { … } as const)
 *
 * An export read while Hindi is shown gives the Hindi text (or function); views therefore read texts as they render,
 * never copying them at module level. `translationsReady` loads the translations of every catalog loaded so far; the
 * app waits for it before it shows a page in that language.
 */
import { activeLanguage, isLanguage, type Language, type TranslatedLanguage } from '../lib/language'

/** A translation of an English text: strings become any string, functions keep their arguments, shapes stay. */
type Translation<T> = T extends string
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
  readonly [
    K in keyof M as M[K] extends (...args: never[]) => unknown ? never : M[K] extends object ? K : never
  ]: Translation<M[K]>
}

type Exports = Record<string, unknown>
type Loader = () => Promise<unknown>

type Loaders = Partial<Record<TranslatedLanguage, Loader>>

interface Catalog {
  translations: () => Record<string, Loader>
  /** The translations' loaders by language, found when the first is wanted. */
  load?: Loaders
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

/** Where a catalog object lives: its export's name and the keys from the export down to it. */
interface TextPlace {
  readonly name: string
  readonly path: readonly string[]
}

const PLACE = Symbol('text place')

/** Every translatable export by name, so a text named by its place can be read in the language shown or in English. */
const exportsByName = new Map<string, { shown: object; english: object }>()

/** Where `texts`, an export of a catalog or an object inside one, lives; undefined for any other value. */
export function placeOf(texts: object): TextPlace | undefined {
  return (texts as Record<symbol, TextPlace | undefined>)[PLACE]
}

/** The translatable export declared as `name`, read in the language shown, or in English. */
export function exportNamed(name: string, english = false): object | undefined {
  const texts = exportsByName.get(name)
  return english ? texts?.english : texts?.shown
}

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null

/** An object of texts, whose place is kept; an array of texts is read whole, in the language shown. */
const isTexts = (value: unknown): value is object => isObject(value) && !Array.isArray(value)

/**
 * Each translation's loader by its language, from the loaders by path (`./hi/booking.ts`, `../hi/legal/terms.ts`):
 * the first folder of a path named after one of the site's languages is the translation's language.
 */
function loadersByLanguage(translations: Record<string, Loader>): Loaders {
  const load: Loaders = {}
  for (const [path, loader] of Object.entries(translations)) {
    const language = path.split('/').find(isLanguage)
    if (language && language !== 'en') load[language] = loader
  }
  return load
}

/** Declares a module's catalog: `translations` gives each translation's loader by its path (`import.meta.glob`). */
export function catalog(translations: () => Record<string, Loader>) {
  const entry: Catalog = { translations, loaded: {}, names: [] }
  catalogs.push(entry)
  if (!defining) {
    defining = true
    queueMicrotask(() => {
      defining = false
    })
  }

  /** The translation of the object at `place`, or undefined when English is shown or it is not loaded. */
  const translated = (place: TextPlace): Record<PropertyKey, unknown> | undefined => {
    const language = activeLanguage()
    if (language === 'en' || defining) return undefined
    let texts: unknown = entry.loaded[language]?.[place.name]
    for (const key of place.path) texts = isObject(texts) ? texts[key] : undefined
    return isObject(texts) ? texts : undefined
  }

  /** The English object at `place`, answering in the language shown; the objects inside it do the same. */
  const textsAt = <T extends object>(place: TextPlace, english: T): T =>
    new Proxy(english, {
      get(target, key, receiver) {
        if (key === PLACE) return place
        if (key === EXPORT_NAME) return place.path.length === 0 ? place.name : undefined
        const own: unknown = Reflect.get(target, key, receiver)
        if (typeof key === 'string' && isTexts(own))
          return textsAt({ ...place, path: [...place.path, key] }, own)
        const texts = translated(place)
        return texts && key in texts ? texts[key] : own
      },
      getOwnPropertyDescriptor(target, key) {
        const texts = translated(place)
        const own = Reflect.getOwnPropertyDescriptor(target, key)
        if (!texts || !own || !(key in texts)) return own
        return { ...own, value: texts[key] }
      },
    })

  return {
    /** The English texts of export `name`, read in the language being shown. */
    translatable<T extends object>(name: string, english: T): T {
      entry.names.push(name)
      const texts = textsAt({ name, path: [] }, english)
      exportsByName.set(name, { shown: texts, english })
      return texts
    },
  }
}

/** Loads the translations into `language` of every catalog loaded so far. */
export async function translationsReady(language: Language): Promise<void> {
  if (language === 'en') return
  await Promise.all(
    catalogs.map(async (entry) => {
      if (entry.loaded[language]) return
      const load = (entry.load ??= loadersByLanguage(entry.translations()))[language]
      const translation = load ? await load() : undefined
      if (isObject(translation)) entry.loaded[language] = translation
    }),
  )
}

/** A lazily loaded module once the texts it brings are ready in the language being shown. */
export async function withTranslations<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading
  await translationsReady(activeLanguage())
  return loaded
}
