/**
 * `npm run bench:load`: the catalogue pages of the production build loaded in Chromium as a cheap phone on slow 4G
 * would (DevTools throttling: CPU 4× slower, 150 ms latency, 1.6 Mbps down, 750 kbps up), served with the json-server
 * mock API. Prints, per route, the median of RUNS loads (default 5) of when the page asked for its list, when it asked
 * for the first card's picture and its Largest Contentful Paint. Lighthouse's simulation (`npm run lighthouse`) draws
 * its own order of requests, so it cannot show a request that starts earlier; this load can. A benchmark: it prints
 * figures and does not fail on them (not part of CI).
 *
 * Ports: API_PORT (default 3032) for the API, BENCH_PORT (default 4182) for the site; Chromium from CHROME_PATH.
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { buildProductionSite, root, serveProductionSite, startMockApi } from './productionSite.mjs'
import { median, print } from './report.mjs'

const outDir = join(root, 'dist-bench')
const apiPort = Number(process.env.API_PORT ?? 3032)
const sitePort = Number(process.env.BENCH_PORT ?? 4182)
const runs = Number(process.env.RUNS ?? 5)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const routes = [
  { path: '/virtual-puja', list: /\/api\/pooja$/ },
  { path: '/chadava', list: /\/api\/chadava$/ },
]
const SETTLE_MS = 6000

/** One first visit: milliseconds from navigation to the list's request, the first picture's request and the LCP. */
async function load(browser, url, list) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const started = Date.now()
    const times = { list: NaN, picture: NaN }
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (list.test(pathname) && Number.isNaN(times.list)) times.list = Date.now() - started
      if (pathname.startsWith('/images/') && Number.isNaN(times.picture)) times.picture = Date.now() - started
    })
    await page.goto(url)
    await page.waitForTimeout(SETTLE_MS)
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((entries) => resolve(entries.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    )
    return { ...times, lcp }
  } finally {
    await context.close()
  }
}

const api = await startMockApi({ port: apiPort })
const rows = []
try {
  print(`Building for production into ${outDir} (API ${api.url})`)
  await buildProductionSite({ outDir, apiUrl: api.url })
  const site = await serveProductionSite({ outDir, port: sitePort })
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    for (const { path, list } of routes) {
      const results = []
      for (let run = 1; run <= runs; run += 1) {
        print(`Load ${path} (run ${run} of ${runs})`)
        results.push(await load(browser, `http://localhost:${sitePort}${path}`, list))
      }
      rows.push({
        path,
        ...Object.fromEntries(['list', 'picture', 'lcp'].map((k) => [k, median(results.map((r) => r[k]))])),
      })
    }
  } finally {
    await browser.close()
    await site.close()
  }
} finally {
  api.stop()
}

print(`\nThrottled load (CPU 4×, 150 ms, 1.6 Mbps), median of ${runs}; ms from navigation\n`)
print(
  `${'route'.padEnd(16)}${['list asked', 'picture asked', 'LCP'].map((name) => name.padStart(15)).join('')}`,
)
for (const row of rows)
  print(
    `${row.path.padEnd(16)}${[row.list, row.picture, row.lcp].map((v) => String(Math.round(v)).padStart(15)).join('')}`,
  )
