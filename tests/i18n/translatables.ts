/** Every translatable export of the site's catalogs (src/content), for the catalog and story tests. */
import { EXPORT_NAME } from '../../src/content/catalog'
import { setActiveLanguage, type Language } from '../../src/lib/language'

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/content/**/*.ts', '!/src/content/**/[a-z][a-z]/**'],
  {
    eager: true,
  },
)

export const nameOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null
    ? (value as Record<symbol, string | undefined>)[EXPORT_NAME]
    : undefined

/** Every translatable export: its module, its name and its value. */
export const translatables = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => nameOf(value) !== undefined)
    .map(([name, value]) => ({ file, name, value: value as object })),
)

/** Every string a value holds, by path. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'object' && value !== null)
    return Object.keys(value).flatMap((key) =>
      stringsOf((value as Record<string, unknown>)[key], `${path}.${key}`),
    )
  return []
}

function stringsIn(language: Language): Map<string, string> {
  setActiveLanguage(language)
  try {
    return new Map(translatables.flatMap(({ file, name, value }) => stringsOf(value, `${file}:${name}`)))
  } finally {
    setActiveLanguage('en')
  }
}

/**
 * The English texts a page in Hindi must not show: every catalog sentence (two words or more) whose Hindi differs.
 * Call once the Hindi translations are loaded.
 */
export function englishSentences(): string[] {
  const hindi = stringsIn('hi')
  return [...stringsIn('en')]
    .filter(
      ([path, english]) => /\S\s+\S/.test(english) && english.length >= 8 && hindi.get(path) !== english,
    )
    .map(([, english]) => english)
}
