import type { FailureTexts } from '../../content/messages/failureTexts'
import { activeLanguage, type Language } from '../../lib/language'
import type { CatalogueLoad } from './catalogueResourceImplementations'

type FetchList<T> = (options: { signal: AbortSignal }) => Promise<T[]>

/** How long a reply asked for ahead may serve a load: a page mounts within moments of its preload, or not at all. */
const AHEAD_MS = 10_000

/**
 * A whole list, and one item of it by id (SPEC has no detail call: an item is found in its list). `preload`, which
 * the pages that show them export, asks for the list before the page hydrates (or first renders); the page's
 * first load takes that reply, so the request does not wait for React. A later load (Try Again, another language)
 * asks again, and so does a load that comes long after its preload.
 */
export function catalogueLoads<T extends { _id: string }>(fetchList: FetchList<T>, failures: FailureTexts) {
  let ahead: { language: Language; at: number; reply: Promise<T[]> } | null = null
  const reply = (signal: AbortSignal): Promise<T[]> => {
    const taken =
      ahead && ahead.language === activeLanguage() && Date.now() - ahead.at < AHEAD_MS ? ahead.reply : null
    ahead = null
    return taken ?? fetchList({ signal })
  }
  return {
    list: { load: reply, failures } satisfies CatalogueLoad<T[]>,
    byId: (id: string): CatalogueLoad<T> => ({
      load: async (signal) => (await reply(signal)).find((item) => item._id === id) ?? null,
      failures,
    }),
    /** Prerendering (no window) asks for nothing: the page's HTML shows the list loading. */
    preload: (): void => {
      if (typeof window === 'undefined') return
      const early = fetchList({ signal: new AbortController().signal })
      early.catch(() => {})
      ahead = { language: activeLanguage(), at: Date.now(), reply: early }
    },
  }
}
