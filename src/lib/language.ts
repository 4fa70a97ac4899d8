/**
 * The visitor's language: English (unprefixed URLs) or another the site speaks, under its two-letter code (`/hi/...`).
 * The URL carries it; this module holds the language of the page being shown, which the site's texts
 * (src/content/catalog.ts) and formats read.
 */
/** The languages the site is translated into from English, its own. */
export const TRANSLATED_LANGUAGES = ['hi'] as const
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

export const LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const
export type Language = (typeof LANGUAGES)[number]

/** The locale each language formats numbers, money and dates with (`Intl`). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' }

/** The URL prefix of a language: none for English, its code for another (`/hi`). */
export const prefixOf = (language: Language): string => (language === 'en' ? '' : `/${language}`)

let active: Language = 'en'
const listeners = new Set<() => void>()

export function activeLanguage(): Language {
  return active
}

/** The locale of the language being shown, for `Intl` and `toLocale…String`. */
export function activeLocale(): string {
  return LOCALES[active]
}

export function setActiveLanguage(language: Language): void {
  if (language === active) return
  active = language
  for (const listener of listeners) listener()
}

/** Calls `listener` after every change of language; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** The language a path is in: `/hi` and `/hi/...` are Hindi, and a path under no language's prefix English. */
export function languageOfPath(pathname: string): Language {
  const isUnder = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)
  return TRANSLATED_LANGUAGES.find((language) => isUnder(prefixOf(language))) ?? 'en'
}

/** A path without its language prefix: `/hi/about` → `/about`, `/hi` → `/`. */
export function unprefixedPath(pathname: string): string {
  const prefix = prefixOf(languageOfPath(pathname))
  return pathname.slice(prefix.length) || '/'
}

/** A site path (`/about`, `/virtual-puja?x=1`) in a language: `/hi/about`; English paths are unprefixed. */
export function pathIn(language: Language, path: string): string {
  const prefix = prefixOf(language)
  if (!prefix) return path
  return path === '/'
    ? prefix
    : path.startsWith('/?') || path.startsWith('/#')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`
}

/** A site path in the language being shown. */
export function localPath(path: string): string {
  return pathIn(active, path)
}

/** Each language's name in itself, as the language switch shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' }

const regionNames = new Map<Language, Intl.DisplayNames>()

/** Where the browser's name is not the one a reader uses: 'संयुक्त राज्य' alone is how no one writes the US. */
const NAMES_IN_USE: Partial<Record<Language, Readonly<Record<string, string>>>> = { hi: { US: 'अमेरिका' } }

/**
 * A country's or region's name (by its two-letter code) in a language other than English: the one its readers use,
 * else the browser's.
 */
export function regionName(code: string, language: Language = active): string | undefined {
  if (language === 'en') return undefined
  const inUse = NAMES_IN_USE[language]?.[code.toUpperCase()]
  if (inUse) return inUse
  if (!regionNames.has(language))
    regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }))
  try {
    const name = regionNames.get(language)?.of(code.toUpperCase())
    return name && name !== code.toUpperCase() ? name : undefined
  } catch {
    return undefined
  }
}
