/**
 * Chunks that hold what a module imports statically. Rolldown gives every module shared by a different set of chunks
 * a chunk of its own: a first visit to home downloaded 22 chunks, several under 0.5 KB (the language, the texts'
 * catalog, formats, the config, the API's paths), each with its own imports and exports between chunks. Some modules
 * are needed together on every page, so each such group is one chunk:
 *   - `startup`: what `src/main.tsx` imports, needed before any page starts (React, the router, Mantine's core, the
 *     shell);
 *   - `startup-hi`: the Hindi translations of those modules' texts, which every Hindi page loads before it starts;
 *   - `location`: what the visitor's location detection imports, which every first visit runs as it starts (XState,
 *     zod's core, the HTTP client, the location contract).
 * Every first visit downloads 4.6–5.0 KB (gzip) less in English, 5.4–5.5 KB less in Hindi. Pages and dialogs keep
 * their chunks.
 */

/** What the bundler tells of a module while it groups them into chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null
}

/** Every module `entry` imports statically, itself included, and what those import in turn. */
export function staticImportsOf(entry: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>()
  const pending = [entry]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return found
}

/** `entry`'s static imports, found once per build the first time a group asks. */
export function staticImports(entry: string): (graph: ModuleGraph) => Set<string> {
  let found: Set<string> | undefined
  return (graph) => (found ??= staticImportsOf(entry, graph))
}

/**
 * A code-splitting group (Rolldown's `output.codeSplitting.groups`) putting a module's static `imports` in chunk
 * `chunk`: the site's modules, and with them (the group's default, `includeDependenciesRecursively`) what they use of
 * the libraries. A library's module is not named itself: its index re-exports the whole library (every Mantine
 * component, every icon), which the chunk would then hold. A module two groups name goes in the first group's chunk.
 */
export function staticImportsChunk(chunk: string, imports: (graph: ModuleGraph) => Set<string>) {
  return {
    debugName: chunk,
    name: (id: string, graph: ModuleGraph) =>
      imports(graph).has(id) && !id.includes('/node_modules/') ? chunk : null,
  }
}

/**
 * A group putting the translations that modules of `imports` load (`catalog(import.meta.glob('./[a-z][a-z]/…'))`, in
 * a folder named after the language) in one chunk per language, `<chunk>-<language>`.
 */
export function translationsChunk(
  chunk: string,
  imports: (graph: ModuleGraph) => Set<string>,
  languages: readonly string[],
) {
  const translation = new RegExp(`/src/content/(?:.+/)?(${languages.join('|')})/`)
  return {
    debugName: `${chunk} translations`,
    name: (id: string, graph: ModuleGraph) => {
      const language = translation.exec(id)?.[1]
      if (language === undefined) return null
      const loaders = graph.getModuleInfo(id)?.dynamicImporters ?? []
      return loaders.some((loader) => imports(graph).has(loader)) ? `${chunk}-${language}` : null
    },
  }
}
