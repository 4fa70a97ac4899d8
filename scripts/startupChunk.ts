/**
 * One chunk for what the app needs to start. Rolldown gives every module that the app's entry and some page or dialog
 * both import a chunk of its own, shared by the set of chunks that import it: a first visit to home downloaded 13 of
 * them, several under 0.5 KB (the language, the texts' catalog, formats, the config, React with Mantine's core,
 * Mantine's transitions), each with its own imports and exports between chunks. Every module the entry imports
 * statically is needed before any page starts anyway, so this group puts them all in one chunk, `startup`: 3.2 KB
 * (gzip) less on every first visit. Code loaded later (XState, the schemas, the HTTP client, pages, dialogs) keeps
 * its chunks.
 */

/** What the bundler tells of a module while it groups them into chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
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

/**
 * A code-splitting group (Rolldown's `output.codeSplitting.groups`) putting `entry`'s static imports in one chunk: the
 * site's modules, and with them (the group's default, `includeDependenciesRecursively`) what they use of the
 * libraries. A library's module is not named itself: its index re-exports the whole library (every Mantine component,
 * every icon), which the chunk would then hold.
 */
export function startupChunk(entry: string) {
  let startup: Set<string> | undefined
  return {
    debugName: 'startup',
    name: (id: string, graph: ModuleGraph) => {
      startup ??= staticImportsOf(entry, graph)
      return startup.has(id) && !id.includes('/node_modules/') ? 'startup' : null
    },
  }
}
