/**
 * `npm run lighthouse`: Lighthouse (mobile preset) on the production build's home page, served with the json-server
 * mock API — a benchmark that prints figures against DESIGN §9's targets; it does not fail on them.
 *
 * 1. Builds for production into dist-lighthouse/ with VITE_API_URL and VITE_GEO_URL_1..3 pointing at the mock API.
 * 2. Starts `npm run api` (API_PORT, default 3001) and `vite preview` of that build (LIGHTHOUSE_PORT, default 4180).
 * 3. Runs Lighthouse in Chromium (CHROME_PATH, default /usr/bin/chromium), prints the scores, stops both servers.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build, preview } from 'vite'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'dist-lighthouse')
const apiPort = Number(process.env.API_PORT ?? 3001)
const sitePort = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const apiUrl = `http://localhost:${apiPort}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const targets = { performance: 98, accessibility: 100, 'best-practices': 100 }

const print = (line = '') => process.stdout.write(`${line}\n`)

async function buildSite() {
  print(`Building for production into ${outDir} (API ${apiUrl})`)
  process.env.VITE_API_URL = apiUrl
  for (const service of [1, 2, 3]) process.env[`VITE_GEO_URL_${service}`] = `${apiUrl}/geo/${service}`
  // A Firebase demo project unless real settings are given: the SDK starts without a network call until sign-in.
  process.env.VITE_FIREBASE_API_KEY ??= 'demo-api-key'
  process.env.VITE_FIREBASE_PROJECT_ID ??= 'demo-sankalp'
  process.env.VITE_FIREBASE_AUTH_DOMAIN ??= 'demo-sankalp.firebaseapp.com'
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  // Production never serves MSW's worker; public/ copies it into every build directory but dist/.
  rmSync(join(outDir, 'mockServiceWorker.js'), { force: true })
}

async function waitFor(url, what) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${what} did not answer at ${url}`)
}

function startApi() {
  print(`Starting the mock API: npm run api (port ${apiPort})`)
  const api = spawn('npm', ['run', 'api'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(apiPort) },
    stdio: 'ignore',
    detached: true,
  })
  return { stop: () => process.kill(-api.pid, 'SIGTERM') }
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
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

function report(lhr) {
  print(
    `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset, ${lhr.finalDisplayedUrl}`,
  )
  for (const [id, target] of Object.entries(targets)) {
    const category = lhr.categories[id]
    const score = Math.round((category.score ?? 0) * 100)
    print(
      `${category.title.padEnd(16)} ${String(score).padStart(3)}  (target ≥ ${target}${score >= target ? '' : ', MISSED'})`,
    )
    const failed = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
    for (const audit of failed) {
      print(`    failed: ${audit.id} — ${audit.title}`)
      for (const item of (audit.details?.items ?? []).slice(0, 3)) {
        const line = String(item.description ?? item.node?.snippet ?? item.url ?? JSON.stringify(item)).split(
          '\n',
        )[0]
        print(`        ${line}`)
      }
    }
  }
  for (const id of [
    'largest-contentful-paint',
    'first-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    print(`${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`)
  }
}

await buildSite()
const api = startApi()
const site = await preview({
  root,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir },
  preview: { port: sitePort, strictPort: true },
})
try {
  await waitFor(`${apiUrl}/api/pooja`, 'The mock API')
  const url = `http://localhost:${sitePort}/`
  await waitFor(url, 'The preview server')
  print(`Running Lighthouse on ${url}`)
  report(await runLighthouse(url))
} finally {
  api.stop()
  await site.close()
}
