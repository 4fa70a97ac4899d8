import { describe, expect, it } from 'vitest'
import {
  staticImports,
  staticImportsChunk,
  staticImportsOf,
  translationsChunk,
} from '../../scripts/staticImportsChunk'

/**
 * main imports app and the site's language module; app imports Mantine and loads its Hindi texts; a page (loaded
 * later) imports language and loads its own Hindi texts.
 */
const modules: Record<string, { importedIds: string[]; dynamicImporters?: string[] }> = {
  '/site/src/main.tsx': { importedIds: ['/site/src/app/App.tsx', '/site/src/lib/language.ts'] },
  '/site/src/app/App.tsx': {
    importedIds: ['/site/node_modules/@mantine/core/esm/index.mjs', '/site/src/lib/language.ts'],
  },
  '/site/node_modules/@mantine/core/esm/index.mjs': {
    importedIds: ['/site/node_modules/@mantine/core/esm/Modal.mjs'],
  },
  '/site/src/features/home/HomePage.tsx': {
    importedIds: ['/site/src/lib/language.ts', '/site/src/features/home/Hero.tsx'],
  },
  '/site/src/content/messages/hi/app.ts': { importedIds: [], dynamicImporters: ['/site/src/app/App.tsx'] },
  '/site/src/content/messages/hi/home.ts': {
    importedIds: [],
    dynamicImporters: ['/site/src/features/home/HomePage.tsx'],
  },
}
const graph = {
  getModuleInfo: (id: string) =>
    id in modules ? { dynamicImporters: [], ...modules[id] } : { importedIds: [], dynamicImporters: [] },
}
const startup = () => staticImports('/site/src/main.tsx')

describe('a chunk of what a module imports statically', () => {
  it('follows the static imports from the entry, each once, through cycles', () => {
    const cyclic = {
      getModuleInfo: (id: string) => ({ importedIds: id === 'a' ? ['b'] : ['a', 'c'], dynamicImporters: [] }),
    }
    expect(staticImportsOf('a', cyclic)).toEqual(new Set(['a', 'b', 'c']))
  })

  it('holds the site’s modules the entry imports, and no page loaded later', () => {
    const { name } = staticImportsChunk('startup', startup())
    for (const id of ['/site/src/main.tsx', '/site/src/app/App.tsx', '/site/src/lib/language.ts'])
      expect(name(id, graph)).toBe('startup')
    expect(name('/site/src/features/home/HomePage.tsx', graph)).toBeNull()
    expect(name('/site/src/features/home/Hero.tsx', graph)).toBeNull()
  })

  it('names no library module: an index that re-exports a whole library would bring all of it', () => {
    const { name } = staticImportsChunk('startup', startup())
    expect(name('/site/node_modules/@mantine/core/esm/index.mjs', graph)).toBeNull()
    expect(name('/site/node_modules/@mantine/core/esm/Modal.mjs', graph)).toBeNull()
  })

  it('puts the translations its modules load in a chunk of their language, and no page’s', () => {
    const { name } = translationsChunk('startup', startup(), ['hi'])
    expect(name('/site/src/content/messages/hi/app.ts', graph)).toBe('startup-hi')
    expect(name('/site/src/content/messages/hi/home.ts', graph)).toBeNull()
    expect(name('/site/src/app/App.tsx', graph)).toBeNull()
  })
})
