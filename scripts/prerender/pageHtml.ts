/**
 * Puts a prerendered page into the built page template (`dist/index.html`): the page's HTML in the root element, marked
 * with the path it was rendered for, its styles in the head so it paints styled before any script runs, and a start
 * script that asks for its code once it has painted.
 */
import { createHash } from 'node:crypto'
import { PAGE_DATA_ID } from '../../src/lib/pageData.ts'
import { PAGE_INLINE_SCRIPT } from './pageInlineScript.ts'

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

interface PageAssets {
  styles: string[]
  scripts: string[]
}

/**
 * A translation module of the site's texts (a `<language>/` folder under src/content), which its English module loads
 * lazily.
 */
const isTranslationOf = (language: string, key: string) =>
  key.startsWith('src/content/') && key.includes(`/${language}/`)

/**
 * A chunk's files and those of every chunk it imports statically, each once, in load order; for a page in another
 * language than English, also the translations its chunks load (the page hydrates only once they are in).
 */
export function assetsOf(manifest: Manifest, page: string, language = 'en'): PageAssets {
  const seen = new Set<string>()
  const styles: string[] = []
  const scripts: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    for (const imported of chunk.imports ?? []) visit(imported)
    if (language !== 'en')
      for (const loaded of chunk.dynamicImports ?? []) if (isTranslationOf(language, loaded)) visit(loaded)
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css)
    scripts.push(chunk.file)
  }
  visit(page)
  return { styles, scripts }
}

const ROOT = '<div id="root"></div>'

/** What a page's `<head>` says in its language (src/app/prerender.tsx `DocumentHead`). */
export interface PageHead {
  lang: string
  title: string
  description: string
  /** The same page in every language, for `hreflang` links; the first is the default. */
  alternates: { lang: string; path: string }[]
}

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** The template's `<head>` in the page's language: `<html lang>`, title, description and `hreflang` alternates. */
function inLanguage(template: string, head: PageHead): string {
  const [fallback] = head.alternates
  const alternates = [
    ...head.alternates.map(({ lang, path }) => ({ lang, path })),
    ...(fallback ? [{ lang: 'x-default', path: fallback.path }] : []),
  ].map(({ lang, path }) => `<link rel="alternate" hreflang="${attribute(lang)}" href="${attribute(path)}">`)
  // Replaced by functions: a puja's name from the API may hold `$&` or `$1`, which a replacement string would expand.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(head.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(head.title)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*"/,
      (_, start: string) => `${start}${attribute(head.description)}"`,
    )
    .replace('</head>', `${alternates.map((tag) => `  ${tag}\n`).join('')}  </head>`)
}

/** A prerendered page: its HTML, and what it was rendered with from the API as JSON (or null: nothing). */
interface RenderedPage {
  html: string
  data: string | null
}

/**
 * React's preloads of the images a page shows at once (`<link rel="preload" as="image">`, the first with
 * `fetchPriority="high"`), which it writes at the start of what it renders.
 */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

/** The template's entry script: `<script type="module" crossorigin src="/assets/index-….js">`. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="\/([^"]+)"><\/script>/

/** The template's preloads of the entry's imports: `<link rel="modulepreload" crossorigin href="/assets/…">`. */
const TEMPLATE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="\/([^"]+)">/g

/** A prerendered page's start script: its file in the build, its source, and the entry it starts. */
interface StartScript {
  file: string
  source: string
  entry: string
}

/** The id of a prerendered page's `<template>` of module preloads, which the browser ignores until they move out. */
const APP_MODULES_ID = 'app-modules'

/** How long a page that has not painted (a hidden tab, a browser without paint timing) waits to start anyway. */
const UNPAINTED_START_MS = 5000

/**
 * What a prerendered page starts the app with, in place of the template's entry script: once the page has painted (its
 * first contentful paint, then a task), it imports the entry and asks for every other module the page needs, moving
 * each module preload out of the page's `<template id="app-modules">` into its head, one per task (adding a preload
 * costs the main thread up to a millisecond; thirty at once made a long task). Nothing but the page's styles and
 * pictures is asked for before the first paint, so a slow network brings those first. A hidden tab paints nothing: it
 * starts once shown and painted, or after `UNPAINTED_START_MS`. A browser without paint timing starts after a frame.
 * (A frame is not a paint: in Lighthouse's browser, a page ran its first frame at 0.3 s and painted at 1.25 s, and the
 * code asked for in between made the simulated slow phone paint at 2.2 s instead of 1.1 s.)
 * The same for every page, so a visitor's browser keeps it; its name changes with the entry's.
 */
export function startScript(template: string): StartScript {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) throw new Error('The page template has no entry script')
  const source = [
    'const preload = (link) => document.head.append(link)',
    'let started = false',
    'const start = () => {',
    '  if (started) return',
    '  started = true',
    `  import('/${entry}')`,
    `  const modules = document.getElementById('${APP_MODULES_ID}')?.content.children ?? []`,
    '  for (const link of [...modules]) setTimeout(preload, 0, link)',
    '}',
    `setTimeout(start, ${UNPAINTED_START_MS})`,
    'const afterPaint = () => setTimeout(start, 0)',
    "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
    '  new PerformanceObserver((entries, observer) => {',
    "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return",
    '    observer.disconnect()',
    '    afterPaint()',
    "  }).observe({ type: 'paint', buffered: true })",
    "} else if (document.visibilityState === 'visible') requestAnimationFrame(afterPaint)",
    '',
  ].join('\n')
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return { file: `assets/start-${hash}.js`, source, entry }
}

/**
 * How a page starts its app: `afterPaint`, a prerendered page, which is what the visitor came for, asks for no code
 * before it has painted (`startScript`); `atOnce`, the app shell, which shows the page loading, asks for its code as
 * the template does, while the HTML is read.
 */
type PageStart = 'afterPaint' | 'atOnce'

/**
 * The template with the page in its root and its data in a JSON block after it (which no browser runs), its head in
 * the page's language, its inline script (`pageInlineScript.ts`) before anything that loads, then the preloads of the
 * images it shows at once, its scripts as `start` says, and the page's styles the template does not already link.
 * After paint: the start script in place of the template's entry, with a `<template>` of the modules it asks for once
 * the page has painted (the template's module preloads and the page's chunks). At once: the template's entry and
 * preloads, and a preload of each of the page's chunks the template does not ask for.
 */
export function pageHtml(
  template: string,
  path: string,
  { html, data }: RenderedPage,
  assets: PageAssets,
  head: PageHead,
  start: PageStart = 'afterPaint',
): string {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}`)
  if (/<script/i.test(html)) throw new Error(`The page ${path} holds an inline script, which no page may`)
  const imagePreloads = IMAGE_PRELOADS.exec(html)?.[0] ?? ''
  const content = html.slice(imagePreloads.length)
  const styles = assets.styles
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`)
  // Replaced by functions, as in `inLanguage`: the page and its data hold the API's texts, `$` patterns and all.
  return withScripts(inLanguage(template, head), assets, imagePreloads, start)
    .replace('<title>', () => `<script>${PAGE_INLINE_SCRIPT}</script>\n    <title>`)
    .replace('</head>', () => `${styles.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${attribute(path)}">${content}</div>${data === null ? '' : dataBlock(data)}`,
    )
}

const href = (file: string) => attribute(`/${file}`)
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="${href(file)}">`

/** The template with the page's image preloads and scripts, which start as `start` says (see `pageHtml`). */
function withScripts(template: string, assets: PageAssets, imagePreloads: string, start: PageStart): string {
  const templateModules = [...template.matchAll(TEMPLATE_PRELOAD)].map(([, file]) => file)
  const entry = startScript(template)
  if (start === 'atOnce') {
    const more = assets.scripts.filter((file) => file !== entry.entry && !templateModules.includes(file))
    return template.replace(
      ENTRY_SCRIPT,
      (script) => `${imagePreloads}${more.map(modulePreload).join('')}\n    ${script}`,
    )
  }
  const modules = [...new Set([...templateModules, ...assets.scripts])].filter((file) => file !== entry.entry)
  return template
    .replaceAll(TEMPLATE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `${imagePreloads}\n    <script type="module" crossorigin src="${href(entry.file)}"></script>` +
        `\n    <template id="${APP_MODULES_ID}">${modules.map(modulePreload).join('')}</template>`,
    )
}

/** The page's data as a JSON block (`src/lib/pageData.ts`); a `<` in it could close the block. */
function dataBlock(json: string): string {
  if (json.includes('<')) throw new Error('The page data holds a "<", which could close its block')
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
}

/** Where a path's page is written in the build: `/` → index.html, `/blog` → blog/index.html, not-found → 404.html. */
export function pageFile(path: string, notFoundPath: string): string {
  if (path === notFoundPath) return '404.html'
  if (path === '/') return 'index.html'
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`
}
