/**
 * What a prerendered page was rendered with beyond its code (a list from the API at build time), so that it hydrates
 * as painted. The prerender step keeps each piece under a name (`keepPageData`) and writes them all into the page as a
 * JSON data block (`PAGE_DATA_ID`), which no browser runs; the browser reads a piece back by name (`pageData`), as
 * untrusted input for its reader to parse.
 */
export const PAGE_DATA_ID = 'page-data'

let kept: Record<string, unknown> = {}

/** At build time: `value` goes into the page being prerendered, under `name`. */
export function keepPageData(name: string, value: unknown): void {
  kept[name] = value
}

/** At build time: what the page just rendered keeps, as the data block's JSON (or null: none), and a fresh start. */
export function takePageData(): string | null {
  const json = Object.keys(kept).length > 0 ? JSON.stringify(kept) : null
  kept = {}
  // `<` never closes the data block, whatever a text holds.
  return json?.replaceAll('<', '\\u003c') ?? null
}

/** In the browser: the piece named `name` of the page's data block, or undefined (none, or not readable). */
export function pageData(name: string): unknown {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || '{}')
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)[name]
      : undefined
  } catch {
    return undefined
  }
}
