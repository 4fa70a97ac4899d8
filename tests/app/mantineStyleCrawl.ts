/**
 * Which Mantine styles a part of the site needs and which it loads, read from the source: from an entry module, follow
 * its imports (our modules and Mantine's own ES modules). Every Mantine `X.module.mjs` reached (its class names) needs
 * `@mantine/core/styles/X.layer.css` loaded; a module importing `@mantine/core/styles/X.layer.css` loads it, and one
 * importing the whole `@mantine/core/styles.layer.css` loads them all. A dynamic `import()` starts a chunk of its own,
 * which loads later: it is checked with what its importer already loaded.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const mantineCore = join(root, 'node_modules/@mantine/core')
const mantineIndex = join(mantineCore, 'esm/index.mjs')
const ALL_STYLES = '@mantine/core/styles.layer.css'
const ONE_STYLE = /^@mantine\/core\/styles\/(\w+)\.layer\.css$/
const MANTINE_CLASSES = /\/(\w+)\.module\.mjs$/

interface ModuleImports {
  staticImports: string[]
  dynamicImports: string[]
  mantineNames: string[]
  styles: string[]
}

/** A chunk's verdict: the Mantine styles its components need that nothing loaded before or with it provides. */
export interface StyleGap {
  entry: string
  missing: string[]
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?['"]([^'"]+)['"]/g
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Where each name `@mantine/core` exports is defined: its index imports every name from one module. */
const mantineExports = (() => {
  const index = readFileSync(mantineIndex, 'utf8')
  const byName = new Map<string, string>()
  for (const [, names = '', from = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
      if (local) byName.set(local, resolve(dirname(mantineIndex), from))
    }
  }
  return byName
})()

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((file) => existsSync(file) && !file.endsWith('/') && /\.(m?js|tsx?)$/.test(file))
}

function namedImports(clause: string | undefined): string[] {
  const braces = clause?.match(/\{([\s\S]*)\}/)?.[1] ?? ''
  return braces
    .split(',')
    .map((name) => name.trim().replace(/^type\s+/, ''))
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!.trim())
}

const parsed = new Map<string, ModuleImports>()
function importsOf(file: string): ModuleImports {
  const cached = parsed.get(file)
  if (cached) return cached
  const source = readFileSync(file, 'utf8')
  const imports: ModuleImports = { staticImports: [], dynamicImports: [], mantineNames: [], styles: [] }
  for (const [, typeOnly, clause, specifier = ''] of source.matchAll(IMPORT)) {
    if (typeOnly) continue
    if (specifier === ALL_STYLES) imports.styles.push(ALL_STYLES)
    else if (ONE_STYLE.test(specifier)) imports.styles.push(specifier.replace(ONE_STYLE, '$1'))
    else if (specifier === '@mantine/core') imports.mantineNames.push(...namedImports(clause))
    else if (specifier.startsWith('.')) {
      const target = resolveRelative(file, specifier)
      if (target) imports.staticImports.push(target)
    }
  }
  for (const [, specifier = ''] of source.matchAll(DYNAMIC_IMPORT)) {
    const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined
    if (target) imports.dynamicImports.push(target)
  }
  for (const name of imports.mantineNames) {
    const target = mantineExports.get(name)
    if (target) imports.staticImports.push(target)
  }
  parsed.set(file, imports)
  return imports
}

/** Everything one chunk holds: the modules its entry reaches by static imports. */
function chunkOf(entry: string) {
  const modules = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (modules.has(file)) continue
    modules.add(file)
    pending.push(...importsOf(file).staticImports)
  }
  const needed = new Set<string>()
  const loaded = new Set<string>()
  const later = new Set<string>()
  for (const file of modules) {
    const classes = file.match(MANTINE_CLASSES)?.[1]
    if (classes && file.startsWith(mantineCore)) needed.add(classes)
    for (const style of importsOf(file).styles) loaded.add(style)
    for (const target of importsOf(file).dynamicImports) later.add(target)
  }
  return { needed, loaded, later }
}

/**
 * The styles missing from `entry`'s chunk and every chunk it loads later, given the styles already loaded (`before`,
 * names as in `@mantine/core/styles/<name>.layer.css`).
 */
export function styleGaps(entry: string, before: ReadonlySet<string> = new Set()): StyleGap[] {
  const gaps: StyleGap[] = []
  const seen = new Set<string>()
  const check = (file: string, earlier: ReadonlySet<string>) => {
    if (seen.has(file)) return
    seen.add(file)
    const { needed, loaded, later } = chunkOf(file)
    const available = new Set([...earlier, ...loaded])
    const missing = available.has(ALL_STYLES) ? [] : [...needed].filter((name) => !available.has(name))
    if (missing.length > 0) gaps.push({ entry: file.replace(`${root}/`, ''), missing: missing.sort() })
    for (const target of later) check(target, available)
  }
  check(resolve(root, entry), before)
  return gaps
}

/** The styles a module loads, itself and through its static imports. */
export function stylesLoadedBy(entry: string): Set<string> {
  return chunkOf(resolve(root, entry)).loaded
}
