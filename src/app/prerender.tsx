/**
 * The build's server entry: renders a public page to HTML with React's static render and React Router's static
 * router, for the prerender step of the production build (scripts/prerender). A list page is rendered with the list
 * the API gives at build time, kept in the page for hydration (`src/lib/pageData.ts`); anything else from the API is
 * rendered as its placeholder, which the browser fills in after hydrating.
 */
import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { fetchChadavas, fetchPujas } from '../api/catalogue'
import { blogArticles } from '../content/blog/articles'
import { translationsReady } from '../content/catalog'
import { renderingPrerenderedPage } from '../lib/browserValue'
import { takePageData } from '../lib/pageData'
import { takePageHead } from '../lib/pageHead'
import {
  LANGUAGES,
  languageOfPath,
  pathIn,
  setActiveLanguage,
  unprefixedPath,
  type Language,
} from '../lib/language'
import { preparePage } from './appRouter'
import { documentHead } from './documentLanguage'
import { AppShell } from './AppShell'
import { APP_SHELL, NOT_FOUND_PATH, SiteRoutes, type PageHandle } from './routes'

export { APP_SHELL, NOT_FOUND_PATH }

/** The public pages, each in English and in Hindi. */
const publicPages: readonly string[] = [
  '/',
  '/virtual-puja',
  '/chadava',
  '/horoscope',
  '/blog',
  ...blogArticles().map((article) => `/blog/${article.id}`),
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
]

/** An id that names a page file of its own as it is; a page with any other is served the app shell. */
const PAGE_ID = /^[\w-]+$/

/**
 * The page of each puja and chadava the API gives at build time; none when it does not answer (those pages are
 * then served the app shell, as a puja added after the build is).
 */
async function catalogueDetailPages(): Promise<string[]> {
  const signal = AbortSignal.timeout(10_000)
  const [pujas, chadavas] = await Promise.all([
    fetchPujas({ signal }).catch(() => []),
    fetchChadavas({ signal }).catch(() => []),
  ])
  return [
    ...pujas.map(({ _id }) => `/virtual-puja/${_id}`),
    ...chadavas.map(({ _id }) => `/chadava/${_id}`),
  ].filter((path) => PAGE_ID.test(path.slice(path.lastIndexOf('/') + 1)))
}

/**
 * The pages prerendered, as paths in each language: the public pages and the catalogue's details;
 * `NOT_FOUND_PATH` is the (English) not-found page.
 */
export async function prerenderedPaths(): Promise<string[]> {
  const pages = [...publicPages, ...(await catalogueDetailPages())]
  return [...LANGUAGES.flatMap((language) => pages.map((path) => pathIn(language, path))), NOT_FOUND_PATH]
}

/** What a page's `<head>` says in its language: `<html lang>`, the title, the description and its other languages. */
export interface DocumentHead {
  lang: string
  title: string
  description: string
  alternates: { lang: string; path: string }[]
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The HTML React renders for `location` (what goes inside the root element): `routes` in the app's providers. */
async function renderedAt(location: string, routes: ReactNode, name: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppShell>
        <StaticRouter location={location}>{routes}</StaticRouter>
      </AppShell>
    </StrictMode>,
    // Every boundary inline, however large: no streaming script to swap content in (none may run, and no CSP
    // allows it).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  if (errors.length > 0) throw new Error(`${name} could not be prerendered`, { cause: errors[0] })
  return toText(prelude)
}

/**
 * The page's HTML (what goes inside the root element), what it was rendered with from the API (JSON, or null) and the
 * page it shows, for its styles and scripts.
 */
export async function renderPage(
  path: string,
): Promise<{ html: string; data: string | null; page: PageHandle; head: DocumentHead }> {
  const url = new URL(path === NOT_FOUND_PATH ? '/404' : path, 'http://prerender.invalid')
  const language = languageOfPath(url.pathname)
  setActiveLanguage(language)
  renderingPrerenderedPage(true)
  const [page] = await Promise.all([preparePage(url), translationsReady(language)])
  if (!page) throw new Error(`${path} shows no page of src/features`)
  const html = await renderedAt(url.pathname, <SiteRoutes />, path)
  const head: DocumentHead = {
    lang: language,
    ...documentHead(takePageHead()),
    alternates:
      path === NOT_FOUND_PATH
        ? []
        : LANGUAGES.map((other) => ({ lang: other, path: pathIn(other, unprefixedPath(path)) })),
  }
  return { html, data: takePageData(), page, head }
}

/**
 * The app shell in `language`, served for every page that is not prerendered (an account page, the payment status, a
 * puja added after the build): the header and footer around the page loader, which paint before any script runs; the
 * app then renders the page in their place. Its navigation marks no page; rendered at the language's home, the one
 * page its links can name, its other language's link leads to that language's home until the page comes alive.
 */
export async function renderAppShell(language: Language): Promise<{ html: string; head: DocumentHead }> {
  setActiveLanguage(language)
  renderingPrerenderedPage(true)
  await translationsReady(language)
  const html = await renderedAt(pathIn(language, '/'), <SiteRoutes loading />, `The ${language} app shell`)
  return { html, head: { lang: language, ...documentHead(undefined), alternates: [] } }
}
