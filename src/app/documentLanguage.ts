/**
 * The page follows its URL's language: the language the site's texts are read in, `<html lang>`, the title and the
 * description. A visitor's choice of language is remembered for their next visit to the home page.
 */
import { documentMessages } from '../content/messages/app'
import { pageHead, subscribePageHead, type PageHead } from '../lib/pageHead'
import { readStoredText, writeStored } from '../lib/storage'
import {
  activeLanguage,
  isLanguage,
  languageOfPath,
  pathIn,
  subscribeLanguage,
  type Language,
} from '../lib/language'

/** Where the visitor's choice of language is kept (localStorage, JSON). */
const LANGUAGE_KEY = 'sankalp.language'

/** The remembered choice, checked with `isLanguage` rather than zod, which stays out of the first paint. */
function storedLanguage(): Language | undefined {
  const raw = readStoredText('local', LANGUAGE_KEY)
  try {
    const value: unknown = raw === null ? undefined : JSON.parse(raw)
    return isLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function rememberLanguage(language: Language): void {
  writeStored('local', LANGUAGE_KEY, language)
}

/** The first of the browser's languages that the site speaks (`hi-IN` asks for Hindi), if any. */
function browserLanguage(languages: readonly string[]): Language | undefined {
  return languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage)
}

/**
 * The path a visit should show. A URL in a language shows that language, so a shared link opens in its language,
 * except on a first visit (no choice remembered) to an English URL from a browser that asks for another of the site's
 * languages first, and for a visitor who chose another language and comes back to the home page.
 */
export function entryPath(pathname: string, browserLanguages: readonly string[]): string {
  if (languageOfPath(pathname) !== 'en') return pathname
  const stored = storedLanguage()
  const wanted = stored === undefined ? browserLanguage(browserLanguages) : pathname === '/' ? stored : 'en'
  return wanted === undefined ? pathname : pathIn(wanted, pathname)
}

/** The title and description of the document: the page's own (`usePageHead`), or the site's. */
export function documentHead(page: PageHead | undefined): { title: string; description: string } {
  return {
    title: page ? documentMessages.pageTitle(page.name) : documentMessages.title,
    description: page?.description || documentMessages.description,
  }
}

/** Shows the language being shown and the page in the document: `<html lang>`, the title and the description. */
function showInDocument(): void {
  const { title, description } = documentHead(pageHead())
  document.documentElement.lang = activeLanguage()
  document.title = title
  document.querySelector('meta[name="description"]')?.setAttribute('content', description)
}

/**
 * The document shows the language being shown and the page's head, and follows them from now on. A prerendered page's
 * document already does (`alreadyShown`): its head, written at build time, stays until the page comes alive.
 */
export function showLanguageInDocument({ alreadyShown }: { alreadyShown: boolean }): void {
  if (!alreadyShown) showInDocument()
  subscribeLanguage(showInDocument)
  subscribePageHead(showInDocument)
}
