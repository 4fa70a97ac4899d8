/**
 * `npm run size`: builds for production and prints, per route of src/app/routes.tsx, the gzip (level 9) bytes of the
 * JS and CSS its first paint needs — the entry chunk with its static imports, the route's page chunk with its static
 * imports, and the full Mantine styles chunk for every route but home — and fails past DESIGN §9's budget.
 *
 * The chunk graph and the modules inside each chunk come from the bundle itself (a small recording plugin), so the
 * checks see exactly what ships. Exit code 1 when: home is over budget, firebase / msw / @statelyai/inspect /
 * storybook / mocks code is in home's first load, or dist/ holds MSW's service worker.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'dist')
const KB = 1000
const HOME_BUDGET = 144 * KB
const FULL_STYLES = 'src/components/fullStyles.ts'

/** What must never be in the home page's first load (DESIGN §9). */
const forbidden = [
  { name: 'firebase', pattern: /\/node_modules\/(firebase|@firebase)\// },
  { name: 'msw', pattern: /\/node_modules\/(msw|@mswjs)\// },
  { name: '@statelyai/inspect', pattern: /\/node_modules\/@statelyai\/inspect\// },
  { name: 'storybook', pattern: /\/node_modules\/(storybook|@storybook)\// },
  { name: 'mocks/', pattern: new RegExp(`^${root.replaceAll('/', '\\/')}\\/mocks\\/`) },
]

/** The lazily loaded routes of routes.tsx: `{ path | index, lazy: page(() => import('…'), 'Name'[, 'shell'|'full']) }`. */
function readRoutes() {
  const source = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8')
  const routePattern =
    /\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'\w+'\s*(?:,\s*'(shell|full)'\s*)?\)/g
  const routes = [...source.matchAll(routePattern)].map(([, path, module, styles]) => ({
    route: path === undefined ? '/' : path === '*' ? '* (404)' : `/${path}`,
    module: resolve(root, 'src/app', module),
    fullStyles: (styles ?? 'full') === 'full',
  }))
  if (routes.length === 0)
    throw new Error('No lazy routes found in src/app/routes.tsx: update scripts/size.mjs')
  return routes
}

/**
 * Builds for production, recording every chunk's static imports, CSS and modules as written (after Vite has
 * dropped CSS-only chunks such as fullStyles', whose CSS asset is recorded by its source file instead).
 */
async function buildAndRecordChunks() {
  const chunks = new Map()
  const cssBySource = new Map()
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      {
        name: 'record-chunks',
        writeBundle(_, bundle) {
          for (const item of Object.values(bundle)) {
            if (item.type === 'asset') {
              for (const source of item.originalFileNames) cssBySource.set(source, item.fileName)
              continue
            }
            chunks.set(item.fileName, {
              file: item.fileName,
              isEntry: item.isEntry,
              facade: item.facadeModuleId,
              imports: item.imports,
              css: [...(item.viteMetadata?.importedCss ?? [])],
              modules: item.moduleIds,
            })
          }
        },
      },
    ],
  })
  return { chunks, cssBySource }
}

function chunkFor(chunks, predicate, what) {
  const chunk = [...chunks.values()].find(predicate)
  if (!chunk) throw new Error(`No chunk for ${what} in the build`)
  return chunk
}

/** A chunk and, recursively, every chunk it imports statically. */
function withStaticImports(chunks, start, seen = new Set()) {
  if (seen.has(start.file)) return seen
  seen.add(start.file)
  for (const file of start.imports) {
    const imported = chunks.get(file)
    if (!imported) throw new Error(`${start.file} imports ${file}, which is not in the build`)
    withStaticImports(chunks, imported, seen)
  }
  return seen
}

const gzipSizes = new Map()
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
  return gzipSizes.get(file)
}

function firstPaint(chunks, entry, fullStylesCss, route) {
  const page = chunkFor(chunks, (chunk) => chunk.facade?.startsWith(`${route.module}.`), route.module)
  const jsFiles = withStaticImports(chunks, entry)
  withStaticImports(chunks, page, jsFiles)
  const cssFiles = new Set([...jsFiles].flatMap((file) => chunks.get(file).css))
  if (route.fullStyles) cssFiles.add(fullStylesCss)
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0)
  return { ...route, jsFiles, js: sum(jsFiles), css: sum(cssFiles) }
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const print = (line = '') => process.stdout.write(`${line}\n`)
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

const { chunks, cssBySource } = await buildAndRecordChunks()
const entry = chunkFor(chunks, (chunk) => chunk.isEntry, 'the entry')
const fullStylesCss = cssBySource.get(FULL_STYLES)
if (!fullStylesCss) throw new Error(`No CSS asset for ${FULL_STYLES} in the build`)
const results = readRoutes().map((route) => firstPaint(chunks, entry, fullStylesCss, route))

print('\nFirst paint per route: JS + CSS, gzip level 9 (1 KB = 1,000 bytes)\n')
print(`${'route'.padEnd(26)}${'JS'.padStart(11)}${'CSS'.padStart(11)}${'total'.padStart(11)}`)
for (const { route, js, css } of results) {
  print(`${route.padEnd(26)}${kb(js).padStart(11)}${kb(css).padStart(11)}${kb(js + css).padStart(11)}`)
}

const failures = []
const home = results.find((result) => result.route === '/')
if (!home) throw new Error('No home route (index) found in src/app/routes.tsx')
const homeTotal = home.js + home.css
print(
  `\nHome budget: ${kb(HOME_BUDGET)} = ${HOME_BUDGET.toLocaleString('en')} bytes; home uses ` +
    `${homeTotal.toLocaleString('en')} bytes — ${homeTotal <= HOME_BUDGET ? 'OK' : 'OVER BUDGET'}`,
)
if (homeTotal > HOME_BUDGET) failures.push(`home first load is ${kb(homeTotal)}, over ${kb(HOME_BUDGET)}`)

const homeModules = [...home.jsFiles].flatMap((file) =>
  chunks.get(file).modules.map((module) => ({ file, module })),
)
for (const { name, pattern } of forbidden) {
  const found = homeModules.filter(({ module }) => pattern.test(module))
  print(`Home first load without ${name}: ${found.length === 0 ? 'OK' : 'FOUND'}`)
  for (const { file, module } of found.slice(0, 5)) print(`    ${file}: ${module.replace(root, '.')}`)
  if (found.length > 0) failures.push(`${name} is in the home page's first load`)
}

const workerShipped = existsSync(join(outDir, 'mockServiceWorker.js'))
print(`dist/ without mockServiceWorker.js: ${workerShipped ? 'FOUND' : 'OK'}`)
if (workerShipped) failures.push('dist/mockServiceWorker.js is in the production build')

const distFiles = filesUnder(outDir)
const distBytes = distFiles.reduce((total, file) => total + statSync(file).size, 0)
print(`\ndist/ total: ${distFiles.length} files, ${kb(distBytes)} on disk`)

if (failures.length > 0) {
  console.error(`\nSize check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exit(1)
}
print('\nSize check passed.')
