/**
 * The production build's prerender step (issue 12): after the browser build, builds the server entry
 * (src/app/prerender.tsx), renders every public page with it and writes each into the build as real HTML that paints
 * before any script runs; a list page shows the list the API (VITE_API_URL) gives at build time, and each puja and
 * chadava in it has its detail page prerendered too. Every other route is served the app shell of its language,
 * `spa.html` or `hi/spa.html` (a static host's fallback: see `_redirects`), which paints the header and footer around
 * the page loader; `vite preview` serves the same way. The demo build and the dev server are not prerendered.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { LANGUAGES, languageOfPath, prefixOf, type Language } from '../../src/lib/language.ts'
import { buildsTheSite } from '../siteBuild.ts'
import { assetsOf, pageFile, pageHtml, startScript, type Manifest, type PageHead } from './pageHtml.ts'

const SERVER_ENTRY = 'src/app/prerender.tsx'
const SHELL_FILE = 'spa.html'

interface ServerEntry {
  prerenderedPaths(): Promise<string[]>
  renderPage(
    path: string,
  ): Promise<{ html: string; data: string | null; page: { module: string }; head: PageHead }>
  renderAppShell(language: Language): Promise<{ html: string; head: PageHead }>
  NOT_FOUND_PATH: string
  APP_SHELL: string
}

/** The app shell of a language in the build: `spa.html` in English, `hi/spa.html` in Hindi. */
const shellFile = (language: Language) => `${prefixOf(language)}/${SHELL_FILE}`.slice(1)

/**
 * The static host's rules: a path no page file answers is served the app shell of its language (the first rule that
 * matches applies, so the prefixed languages come first).
 */
export function redirects(languages: readonly Language[]): string {
  const prefixed = languages.filter((language) => prefixOf(language) !== '')
  return [...prefixed, ...languages.filter((language) => !prefixed.includes(language))]
    .map((language) => `${prefixOf(language)}/* /${shellFile(language)} 200\n`)
    .join('')
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir)
  const serverDir = join(config.root, 'node_modules/.cache/prerender')
  await build({
    root: config.root,
    mode: config.mode,
    configFile: config.configFile,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  })
  const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as ServerEntry
  const manifestFile = join(outDir, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const start = startScript(template)
  writeFileSync(join(outDir, start.file), start.source)
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), html)
  }
  for (const language of LANGUAGES) {
    const { html, head } = await server.renderAppShell(language)
    const assets = assetsOf(manifest, 'index.html', language)
    write(
      shellFile(language),
      pageHtml(template, server.APP_SHELL, { html, data: null }, assets, head, 'atOnce'),
    )
  }
  writeFileSync(join(outDir, '_redirects'), redirects(LANGUAGES))
  const withData: string[] = []
  const paths = await server.prerenderedPaths()
  for (const path of paths) {
    const { html, data, page, head } = await server.renderPage(path)
    if (data !== null) withData.push(path)
    const assets = assetsOf(manifest, page.module, head.lang)
    write(pageFile(path, server.NOT_FOUND_PATH), pageHtml(template, path, { html, data }, assets, head))
  }
  rmSync(dirname(manifestFile), { recursive: true, force: true })
  rmSync(serverDir, { recursive: true, force: true })
  config.logger.info(`Prerendered ${paths.length} pages into ${config.build.outDir}/`)
  config.logger.info(
    withData.length > 0
      ? `With the API's catalogue: ${withData.join(', ')}`
      : 'The API did not answer: the list pages show their lists loading until the browser loads them',
  )
}

/**
 * The file `vite preview` serves for a path without an extension (a page): a prerendered page, else the app shell of
 * the path's language.
 */
function previewFile(outDir: string, pathname: string): string | undefined {
  if (!existsSync(join(outDir, SHELL_FILE)) || /\.\w+$/.test(pathname)) return undefined
  const page = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`
  return existsSync(join(outDir, page)) ? `/${page}` : `/${shellFile(languageOfPath(pathname))}`
}

/**
 * The site's own production build: the browser build of index.html (not the server entry's, nor Storybook's, which
 * names its own input), written to disk.
 */
function isSiteBuild(config: ResolvedConfig): boolean {
  const { build: options } = config
  return (
    config.command === 'build' &&
    config.mode === 'production' &&
    !options.ssr &&
    options.write &&
    buildsTheSite(config)
  )
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-public-pages',
    config: (_, { command, mode, isSsrBuild }) =>
      command === 'build' && mode === 'production' && !isSsrBuild ? { build: { manifest: true } } : undefined,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (isSiteBuild(config)) await prerender(config)
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((request, _, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid')
        const page = request.method === 'GET' || request.method === 'HEAD'
        const file = page ? previewFile(outDir, url.pathname) : undefined
        if (file) request.url = `${file}${url.search}`
        next()
      })
    },
  }
}
