/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated slow 4G) on each public route of the production build,
 * served with the json-server mock API; median of RUNS runs (default 5) per route, printed as a table against issue
 * 12's targets. A benchmark: it prints figures and does not fail on them (not part of CI).
 *
 * ROUTES (comma-separated) measures other routes. Ports: API_PORT (default 3031) for the API, LIGHTHOUSE_PORT (default
 * 4180) for the site; Chromium from CHROME_PATH (default /usr/bin/chromium).
 */
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildProductionSite, root, serveProductionSite, startMockApi } from './productionSite.mjs'
import { median, print } from './report.mjs'

const outDir = join(root, 'dist-lighthouse')
const apiPort = Number(process.env.API_PORT ?? 3031)
const sitePort = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const runs = Number(process.env.RUNS ?? 5)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Issue 12's routes, or ROUTES (comma-separated paths, e.g. a puja's page) to measure others against its targets. */
const routes = process.env.ROUTES?.split(',') ?? ['/', '/virtual-puja', '/chadava', '/horoscope', '/blog']
const routeWidth = Math.max(16, ...routes.map((route) => route.length + 2))

/** Each column: how to read it from a Lighthouse result, how to print it, and issue 12's target. */
const columns = [
  {
    name: 'perf',
    read: (lhr) => lhr.categories.performance.score,
    show: (v) => v.toFixed(2),
    ok: (v) => v >= 0.98,
  },
  {
    name: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
    show: ms,
    ok: (v) => v <= 1600,
  },
  { name: 'FCP', read: (lhr) => lhr.audits['first-contentful-paint'].numericValue, show: ms, ok: () => true },
  {
    name: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    show: ms,
    ok: (v) => v <= 50,
  },
  {
    name: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    show: (v) => v.toFixed(3),
    ok: (v) => v <= 0.02,
  },
  {
    name: 'a11y',
    read: (lhr) => lhr.categories.accessibility.score,
    show: (v) => v.toFixed(2),
    ok: (v) => v >= 1,
  },
  {
    name: 'best pr.',
    read: (lhr) => lhr.categories['best-practices'].score,
    show: (v) => v.toFixed(2),
    ok: (v) => v >= 1,
  },
]

function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`
}

async function runLighthouse(url) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

/** The failed binary audits of a run, so a missed score says why. */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices'].flatMap((id) =>
    lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit?.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  )
}

const api = await startMockApi({ port: apiPort })
const rows = []
let version = ''
try {
  print(`Building for production into ${outDir} (API ${api.url})`)
  await buildProductionSite({ outDir, apiUrl: api.url })
  const site = await serveProductionSite({ outDir, port: sitePort })
  try {
    for (const route of routes) {
      const results = []
      for (let run = 1; run <= runs; run += 1) {
        print(`Lighthouse ${route} (run ${run} of ${runs})`)
        results.push(await runLighthouse(`http://localhost:${sitePort}${route}`))
      }
      version = results[0].lighthouseVersion
      rows.push({
        route,
        values: columns.map((column) => median(results.map(column.read))),
        failed: [...new Set(results.flatMap(failedAudits))],
      })
    }
  } finally {
    await site.close()
  }
} finally {
  api.stop()
}

print(`\nLighthouse ${version}, mobile preset, median of ${runs} runs; * = misses issue 12's target\n`)
print(`${'route'.padEnd(routeWidth)}${columns.map((column) => column.name.padStart(10)).join('')}`)
for (const { route, values } of rows) {
  const cells = values.map((value, index) => {
    const column = columns[index]
    return `${column.show(value)}${column.ok(value) ? ' ' : '*'}`.padStart(10)
  })
  print(`${route.padEnd(routeWidth)}${cells.join('')}`)
}
for (const { route, failed } of rows)
  if (failed.length > 0) print(`${route}: failed audits ${failed.join(', ')}`)
print(
  '\nTargets: performance ≥ 0.98, LCP ≤ 1.6 s, TBT ≤ 50 ms, CLS ≤ 0.02, accessibility 1.00, best practices 1.00.',
)
