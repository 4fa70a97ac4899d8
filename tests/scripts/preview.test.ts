import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** A TCP port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, done))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((done) => server.close(() => done()))
  return port
}

/** The page at `url` once `server` answers; fails if the server ends first or does not answer within `ms`. */
async function fetchWhenUp(
  server: ChildProcess,
  output: string[],
  url: string,
  ms: number,
): Promise<Response> {
  const until = Date.now() + ms
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode}): ${output.join('')}`)
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((done) => setTimeout(done, 250))
    }
  }
}

describe('npm run preview', () => {
  it('serves the production build on the port from PORT: a prerendered page, and the app shell of its language for every other route', async () => {
    await build({ root, mode: 'production', logLevel: 'silent' })
    const port = await freePort()
    const preview = spawn('npm', ['run', 'preview'], {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const output: string[] = []
    preview.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    try {
      const page = await fetchWhenUp(preview, output, `http://localhost:${port}/chadava`, 20_000)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('<div id="root" data-prerendered="/chadava">')
      const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1]
      expect(script).toBeDefined()
      expect((await fetch(`http://localhost:${port}${script}`)).status).toBe(200)
      const detail = await fetch(`http://localhost:${port}/chadava/any-id`)
      expect(detail.status).toBe(200)
      const shell = await detail.text()
      expect(shell).toContain('<html lang="en"')
      expect(shell).toContain('<div id="root" data-prerendered="app-shell">')
      expect(shell).toContain('href="/virtual-puja"')
      const hindi = await (await fetch(`http://localhost:${port}/hi/pooja-orders`)).text()
      expect(hindi).toContain('<html lang="hi"')
      expect(hindi).toContain('<div id="root" data-prerendered="app-shell">')
      expect(hindi).toContain('href="/hi/virtual-puja"')
    } finally {
      if (preview.exitCode === null) process.kill(-preview.pid!)
    }
  }, 90_000)
})
