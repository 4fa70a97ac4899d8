// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { PAGE_INLINE_SCRIPT } from '../../scripts/prerender/pageInlineScript'
import {
  assetsOf,
  pageFile,
  pageHtml,
  startScript,
  type Manifest,
  type PageHead,
} from '../../scripts/prerender/pageHtml'
import { keepPageData, takePageData } from '../../src/lib/pageData'

/** The data block's JSON for what a page keeps, as the prerender step takes it after rendering. */
function takeKept(pieces: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(pieces)) keepPageData(name, value)
  return takePageData()
}

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_Box.js'], css: ['assets/index-1.css'] },
  '_Box.js': { file: 'assets/Box-2.js' },
  'src/features/blog/BlogPage.tsx': {
    file: 'assets/BlogPage-3.js',
    imports: ['index.html', '_Box.js', '_Card.js'],
    css: ['assets/BlogPage-3.css'],
  },
  '_Card.js': { file: 'assets/Card-4.js', css: ['assets/Card-4.css'] },
}

const englishHead: PageHead = {
  lang: 'en',
  title: 'Sankalp',
  description: 'Pujas',
  alternates: [],
}

const template = `<!doctype html><html lang="en"><head><meta name="description" content="Pujas" /><title>Sankalp</title><script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-2.js">
    <link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`

describe('the prerender step puts a page into the page template', () => {
  it('collects a page’s chunks and styles through its static imports, each once, imports first', () => {
    expect(assetsOf(manifest, 'src/features/blog/BlogPage.tsx')).toEqual({
      scripts: ['assets/Box-2.js', 'assets/index-1.js', 'assets/Card-4.js', 'assets/BlogPage-3.js'],
      styles: ['assets/index-1.css', 'assets/Card-4.css', 'assets/BlogPage-3.css'],
    })
  })

  it('brings a Hindi page the translations its chunks load, and an English page none', () => {
    const withTranslations: Manifest = {
      ...manifest,
      '_Box.js': {
        file: 'assets/Box-2.js',
        dynamicImports: ['src/content/messages/hi/app.ts', 'src/features/x/XPage.tsx'],
      },
      'src/content/messages/hi/app.ts': {
        file: 'assets/app-hi-6.js',
        imports: ['src/content/messages/hi/common.ts'],
      },
      'src/content/messages/hi/common.ts': { file: 'assets/common-hi-7.js' },
      'src/features/x/XPage.tsx': { file: 'assets/XPage-8.js' },
    }
    expect(assetsOf(withTranslations, 'src/features/blog/BlogPage.tsx', 'hi').scripts).toEqual([
      'assets/common-hi-7.js',
      'assets/app-hi-6.js',
      'assets/Box-2.js',
      'assets/index-1.js',
      'assets/Card-4.js',
      'assets/BlogPage-3.js',
    ])
    expect(assetsOf(withTranslations, 'src/features/blog/BlogPage.tsx').scripts).not.toContain(
      'assets/app-hi-6.js',
    )
  })

  it('fails on a module the build does not have', () => {
    expect(() => assetsOf(manifest, 'src/features/none/NonePage.tsx')).toThrow(/not in the build manifest/)
  })

  it('writes the page into the root, marked with its path, and links only the styles the template does not load', () => {
    const assets = assetsOf(manifest, 'src/features/blog/BlogPage.tsx')
    const html = pageHtml(template, '/blog', { html: '<h1>Blog</h1>', data: null }, assets, englishHead)
    expect(html).toContain('<div id="root" data-prerendered="/blog"><h1>Blog</h1></div>')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/BlogPage-3.css">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Card-4.css">')
    expect(html.match(/index-1\.css/g)).toHaveLength(1)
  })

  it('gives a Hindi page its language, title and description, and links each language’s page', () => {
    const head: PageHead = {
      lang: 'hi',
      title: 'संकल्प & पूजा',
      description: 'पूजा "बुक" करें',
      alternates: [
        { lang: 'en', path: '/blog' },
        { lang: 'hi', path: '/hi/blog' },
      ],
    }
    const html = pageHtml(
      template,
      '/hi/blog',
      { html: '<h1>ब्लॉग</h1>', data: null },
      { scripts: [], styles: [] },
      head,
    )
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('<title>संकल्प &amp; पूजा</title>')
    expect(html).toContain('<meta name="description" content="पूजा &quot;बुक&quot; करें" />')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/blog">')
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="/hi/blog">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/blog">')
    expect(html).not.toContain('Sankalp')
  })

  it('writes a puja’s name and description from the API as they are, whatever `$` patterns they hold', () => {
    const head: PageHead = {
      ...englishHead,
      title: "Puja for $& and $1 $' — Sankalp",
      description: 'Offer $$ and $` <b>',
    }
    const preload = '<link rel="preload" as="image" href="/images/$&amp;$`.svg"/>'
    const body = "<h1>Puja for $&amp; and $` $' $$</h1>"
    const data = takeKept({ puja: { title: "Puja for $& and $` $' $$" } })
    const html = pageHtml(
      template,
      '/virtual-puja/1',
      { html: `${preload}${body}`, data },
      { scripts: [], styles: [] },
      head,
    )
    expect(html).toContain("<title>Puja for $&amp; and $1 $' — Sankalp</title>")
    expect(html).toContain('<meta name="description" content="Offer $$ and $` &lt;b>" />')
    expect(html).toContain(`<div id="root" data-prerendered="/virtual-puja/1">${body}</div>`)
    expect(html).toContain(`>${data}</script>`)
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`${preload}\n`)
    expect(html.match(/<script>/g)).toHaveLength(1)
  })

  it('runs its inline script before the page’s styles and scripts load, and no other inline script', () => {
    const html = pageHtml(
      template,
      '/',
      { html: '<p>x</p>', data: null },
      { scripts: ['assets/page.js'], styles: ['assets/page.css'] },
      englishHead,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<script>[\s\S]*?<\/script>/g)).toEqual([`<script>${PAGE_INLINE_SCRIPT}</script>`])
    const early = head.indexOf(PAGE_INLINE_SCRIPT)
    expect(early).toBeLessThan(head.indexOf('<script type="module"'))
    expect(early).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
  })

  /** The page as a browser parses it, and what it asks for before any script runs: its scripts and preloads. */
  function parsed(html: string) {
    const document = new DOMParser().parseFromString(html, 'text/html')
    const asked = () => [
      ...[...document.querySelectorAll('script[src]')].map(
        (script) => `script ${script.getAttribute('src')}`,
      ),
      ...[...document.querySelectorAll('link[rel=modulepreload]')].map(
        (link) =>
          `modulepreload ${link.getAttribute('href')} crossorigin=${link.getAttribute('crossorigin')}`,
      ),
    ]
    return { document, asked }
  }

  it('asks for no code before the page paints but its start script; the page’s modules wait in a template', () => {
    const assets = assetsOf(manifest, 'src/features/blog/BlogPage.tsx')
    const html = pageHtml(template, '/blog', { html: '<h1>Blog</h1>', data: null }, assets, englishHead)
    const { document, asked } = parsed(html)
    expect(asked()).toEqual([`script /${startScript(template).file}`])
    expect(startScript(template).file).toMatch(/^assets\/start-[\w-]{8}\.js$/)
    const waiting = document.querySelector('template')!.content.querySelectorAll('link')
    expect([...waiting].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/Box-2.js',
      '/assets/Card-4.js',
      '/assets/BlogPage-3.js',
    ])
  })

  it('the app shell asks for its code at once, as the template does, and for the translations it shows', () => {
    const assets = { scripts: ['assets/app-hi-6.js', 'assets/Box-2.js', 'assets/index-1.js'], styles: [] }
    const shell = { html: '<header>सनातन</header>', data: null }
    const { document, asked } = parsed(pageHtml(template, 'app-shell', shell, assets, englishHead, 'atOnce'))
    expect(asked()).toEqual([
      'script /assets/index-1.js',
      'modulepreload /assets/app-hi-6.js crossorigin=',
      'modulepreload /assets/Box-2.js crossorigin=',
    ])
    expect(document.querySelector('template')).toBeNull()
    expect(document.getElementById('root')!.dataset.prerendered).toBe('app-shell')
  })

  /**
   * Runs the start script in `document` showing `visibilityState`, in a browser with paint timing or without, then
   * lets the page paint (a first paint, then a first contentful one) if it is `painted`, then lets the time pass: its
   * steps in order, what it asked paint timing for, and what is then asked for.
   */
  function runStart(
    html: string,
    {
      visibilityState,
      paintTiming,
      painted,
    }: { visibilityState: string; paintTiming: boolean; painted: boolean },
  ) {
    const { document, asked } = parsed(html)
    Object.defineProperty(document, 'visibilityState', { value: visibilityState })
    const steps: string[] = []
    const timers: { delay: number; run: () => void }[] = []
    const observed: unknown[] = []
    let paint: ((name: string) => void) | undefined
    class PaintObserver {
      static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark']
      constructor(callback: (entries: unknown, observer: PaintObserver) => void) {
        paint = (name) =>
          callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this)
      }
      observe(options: unknown) {
        observed.push(options)
      }
      disconnect() {
        paint = undefined
      }
    }
    new Function(
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      startScript(template).source.replace(/import\(/, 'load('),
    )(
      document,
      PaintObserver,
      (frame: () => void) => (steps.push('frame'), frame()),
      (task: (...args: unknown[]) => void, delay: number, ...args: unknown[]) =>
        timers.push({ delay, run: () => (steps.push(delay ? `after ${delay} ms` : 'task'), task(...args)) }),
      (url: string) => steps.push(`import ${url}`),
    )
    /** Runs the timers due within `time`: the first of the shortest delay next, so tasks without one run in order. */
    const runTimers = (time: number) => {
      for (let due = timers.filter((timer) => timer.delay <= time); due.length > 0;) {
        const next = due.reduce((first, timer) => (timer.delay < first.delay ? timer : first))
        timers.splice(timers.indexOf(next), 1)
        next.run()
        due = timers.filter((timer) => timer.delay <= time)
      }
    }
    for (const name of painted ? ['first-paint', 'first-contentful-paint'] : []) {
      steps.push(name)
      paint?.(name)
      runTimers(0)
    }
    runTimers(Infinity)
    return { steps, observed, asked: asked() }
  }

  it('the start script imports the entry once the page has painted, then preloads each module in its own task', () => {
    const assets = assetsOf(manifest, 'src/features/blog/BlogPage.tsx')
    const html = pageHtml(template, '/blog', { html: '<h1>Blog</h1>', data: null }, assets, englishHead)
    const asked = [
      `script /${startScript(template).file}`,
      'modulepreload /assets/Box-2.js crossorigin=',
      'modulepreload /assets/Card-4.js crossorigin=',
      'modulepreload /assets/BlogPage-3.js crossorigin=',
    ]
    const afterStart = ['import /assets/index-1.js', 'task', 'task', 'task']
    const paints = ['first-paint', 'first-contentful-paint']
    // A paint before the script ran is reported to it too (buffered).
    const observed = [{ type: 'paint', buffered: true }]
    const shown = { visibilityState: 'visible', paintTiming: true, painted: true }
    // Once: the wait for a page that never paints finds it started.
    expect(runStart(html, shown)).toEqual({
      steps: [...paints, 'task', ...afterStart, 'after 5000 ms'],
      observed,
      asked,
    })
    expect(runStart(html, { ...shown, visibilityState: 'hidden', painted: false })).toEqual({
      steps: ['after 5000 ms', ...afterStart],
      observed,
      asked,
    })
    expect(runStart(html, { ...shown, paintTiming: false, painted: false })).toEqual({
      steps: ['frame', 'task', ...afterStart, 'after 5000 ms'],
      observed: [],
      asked,
    })
    expect(runStart(html, { visibilityState: 'hidden', paintTiming: false, painted: false })).toEqual({
      steps: ['after 5000 ms', ...afterStart],
      observed: [],
      asked,
    })
    expect(() => startScript('<html></html>')).toThrow(/no entry script/)
  })

  it('refuses a page with an inline script', () => {
    expect(() =>
      pageHtml(
        template,
        '/',
        { html: '<p>x</p><script>alert(1)</script>', data: null },
        { scripts: [], styles: [] },
        englishHead,
      ),
    ).toThrow(/inline script/)
  })

  it('keeps what the page was rendered with in a JSON block after the root, which no browser runs', () => {
    const html = pageHtml(
      template,
      '/virtual-puja',
      { html: '<h1>Pujas</h1>', data: takeKept({ pujas: [{ title: 'Puja </script><script>alert(1)' }] }) },
      { scripts: [], styles: [] },
      englishHead,
    )
    const block = '<script type="application/json" id="page-data">'
    expect(html).toContain(`<h1>Pujas</h1></div>${block}`)
    const json = html.slice(
      html.indexOf(block) + block.length,
      html.indexOf('</script>', html.indexOf(block)),
    )
    expect(JSON.parse(json)).toEqual({ pujas: [{ title: 'Puja </script><script>alert(1)' }] })
    expect(html.match(/<script>/g)).toHaveLength(1)
  })

  it('keeps no block for a page rendered with nothing from the API', () => {
    const html = pageHtml(
      template,
      '/',
      { html: '<p>x</p>', data: takePageData() },
      { scripts: [], styles: [] },
      englishHead,
    )
    expect(html).not.toContain('application/json')
  })

  it('asks for the images the page shows at once before its scripts, outside the root', () => {
    const preloads =
      '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/images/b.svg"/>'
    const html = pageHtml(
      template,
      '/virtual-puja',
      { html: `${preloads}<h1>Pujas</h1><img src="/images/a.svg">`, data: null },
      { scripts: [], styles: [] },
      englishHead,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf(preloads)).toBeGreaterThan(-1)
    expect(head.indexOf(preloads)).toBeLessThan(head.indexOf('<script type="module"'))
    expect(html).toContain('<div id="root" data-prerendered="/virtual-puja"><h1>Pujas</h1>')
  })

  it('refuses data that could close its block', () => {
    expect(() =>
      pageHtml(
        template,
        '/',
        { html: '<p>x</p>', data: '"</script>"' },
        { scripts: [], styles: [] },
        englishHead,
      ),
    ).toThrow(/could close its block/)
  })

  it('writes each page where a static host serves it', () => {
    expect(pageFile('/', '*')).toBe('index.html')
    expect(pageFile('/blog/prasad', '*')).toBe('blog/prasad/index.html')
    expect(pageFile('*', '*')).toBe('404.html')
  })
})
