import { describe, expect, it } from 'vitest'
import { staticImportsChunk, staticImportsOf } from '../../scripts/staticImportsChunk'

/** main imports app and the site's language module; app imports Mantine; a page (loaded later) imports language. */
const imports: Record<string, string[]> = {
  '/site/src/main.tsx': ['/site/src/app/App.tsx', '/site/src/lib/language.ts'],
  '/site/src/app/App.tsx': ['/site/node_modules/@mantine/core/esm/index.mjs', '/site/src/lib/language.ts'],
  '/site/node_modules/@mantine/core/esm/index.mjs': ['/site/node_modules/@mantine/core/esm/Modal.mjs'],
  '/site/src/features/home/HomePage.tsx': ['/site/src/lib/language.ts', '/site/src/features/home/Hero.tsx'],
}
const graph = { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null) }

describe('a chunk of what a module imports statically', () => {
  it('follows the static imports from the entry, each once, through cycles', () => {
    const cyclic = { getModuleInfo: (id: string) => ({ importedIds: id === 'a' ? ['b'] : ['a', 'c'] }) }
    expect(staticImportsOf('a', cyclic)).toEqual(new Set(['a', 'b', 'c']))
  })

  it('holds the site’s modules the entry imports, and no page loaded later', () => {
    const { name } = staticImportsChunk('startup', '/site/src/main.tsx')
    for (const id of ['/site/src/main.tsx', '/site/src/app/App.tsx', '/site/src/lib/language.ts'])
      expect(name(id, graph)).toBe('startup')
    expect(name('/site/src/features/home/HomePage.tsx', graph)).toBeNull()
    expect(name('/site/src/features/home/Hero.tsx', graph)).toBeNull()
  })

  it('names no library module: an index that re-exports a whole library would bring all of it', () => {
    const { name } = staticImportsChunk('startup', '/site/src/main.tsx')
    expect(name('/site/node_modules/@mantine/core/esm/index.mjs', graph)).toBeNull()
    expect(name('/site/node_modules/@mantine/core/esm/Modal.mjs', graph)).toBeNull()
  })
})
