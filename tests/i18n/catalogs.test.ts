/**
 * Every catalog (src/content/catalog.ts) is complete in every language, has no text nobody shows, and translates:
 * each translation of an export has exactly the English's keys, functions take the same arguments, and its texts are
 * in the language's script.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { translationsReady } from '../../src/content/catalog'
import {
  isLanguage,
  setActiveLanguage,
  TRANSLATED_LANGUAGES,
  type Language,
  type TranslatedLanguage,
} from '../../src/lib/language'
import { nameOf, translatables } from './translatables'

/** The shape of a text as the given language reads it: keys, kinds, function arities; strings as 'text'. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text'
  if (typeof value === 'function') return `function/${value.length}`
  if (Array.isArray(value)) return value.map(shapeOf)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    )
  return value
}

function read<T>(language: Language, reading: () => T): T {
  setActiveLanguage(language)
  return reading()
}

/** Every string a value holds (functions called with sample arguments). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    const sample = Array.from({ length: value.length }, (_, index) => index + 2)
    try {
      return textsOf((value as (...args: number[]) => unknown)(...sample))
    } catch {
      return []
    }
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}

/** The script each language other than English is written in. */
const SCRIPTS: Record<TranslatedLanguage, RegExp> = { hi: /[\u0900-\u097F]/ }

beforeAll(async () => {
  await Promise.all(TRANSLATED_LANGUAGES.map(translationsReady))
})

afterEach(() => setActiveLanguage('en'))

describe('the catalogs', () => {
  it('are found', () => {
    expect(translatables.length).toBeGreaterThan(50)
  })

  it.each(translatables)('$file $name is declared under its own name', ({ name, value }) => {
    expect(nameOf(value)).toBe(name)
  })

  describe.each(TRANSLATED_LANGUAGES)('in %s', (language) => {
    it.each(translatables)('$file $name has the same keys and arguments as in English', ({ value }) => {
      const english = read('en', () => shapeOf(value))
      const translation = read(language, () => shapeOf(value))
      expect(translation).toEqual(english)
    })

    it.each(translatables)('$file $name is translated into the language’s script', ({ value }) => {
      const english = read('en', () => textsOf(value))
      const translation = read(language, () => textsOf(value))
      expect(translation).not.toEqual(english)
      expect(translation.some((text) => SCRIPTS[language].test(text))).toBe(true)
    })
  })
})

/** The site's code outside the catalogs, where texts are shown. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return isLanguage(entry) ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !/\.stories\.tsx$/.test(entry) ? [path] : []
  })
}

const root = join(import.meta.dirname, '../..')
const sources = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))].map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}))

describe('every text of a catalog is used', () => {
  it.each(translatables)('$file $name', ({ file, name, value }) => {
    const own = file.replace(/^\//, '')
    const users = sources.filter(
      (source) => source.path !== own && new RegExp(`\\b${name}\\b`).test(source.text),
    )
    expect(users, `${name} is imported nowhere`).not.toEqual([])
    // A record read by a computed key (a zodiac sign's readings, an order step's label) is used by its data.
    if (users.some((user) => new RegExp(`\\b${name}\\[`).test(user.text))) return
    // A key counts as used where the export is imported, in a file beside one that imports it (a view given the
    // texts as props), in the shared components (which take texts as props) or by the failure texts' reader.
    const folders = new Set(users.map((user) => user.path.slice(0, user.path.lastIndexOf('/'))))
    const nearby = sources.filter(
      (source) =>
        folders.has(source.path.slice(0, source.path.lastIndexOf('/'))) ||
        source.path.startsWith('src/components/') ||
        source.path === 'src/api/failureMessage.ts',
    )
    const keys = read('en', () => (Array.isArray(value) ? [] : Object.keys(value)))
    const unused = keys.filter(
      (key) => !nearby.some((source) => new RegExp(`\\b${key}\\b`).test(source.text)),
    )
    expect(unused, `keys of ${name} no code reads`).toEqual([])
  })
})
