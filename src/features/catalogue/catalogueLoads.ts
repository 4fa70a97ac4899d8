import type { z } from 'zod/mini'
import type { FailureTexts } from '../../content/messages/failureTexts'
import { isRenderingPrerenderedPage } from '../../lib/browserValue'
import { activeLanguage, type Language } from '../../lib/language'
import { keepPageData, pageData } from '../../lib/pageData'
import type { CatalogueLoad } from './catalogueResourceImplementations'

type FetchList<T> = (options: { signal: AbortSignal }) => Promise<T[]>

/** Where a list page's HTML keeps the list it was prerendered with: its name in the page's data, and its schema. */
export interface PaintedList<T> {
  name: string
  schema: z.ZodMiniType<T[]>
}

/** How long a reply asked for ahead may serve a load: a page mounts within moments of its preload, or not at all. */
const AHEAD_MS = 10_000
/** How long the build waits for the API's list before prerendering a page without it. */
const PRERENDER_WAIT_MS = 10_000

/**
 * A whole list, and one item of it by id (SPEC has no detail call: an item is found in its list). `preload`, which
 * the pages that show them export, asks for the list before the page hydrates (or first renders); the page's
 * first load takes that reply, so the request does not wait for React. A later load (Try Again, another language)
 * asks again, and so does a load that comes long after its preload.
 *
 * A list page is prerendered with the list the API gave at build time, and hydrates with the same list, read back
 * from the page (`painted`): the page shows it until its first load replaces it with the list of the moment.
 */
export function catalogueLoads<T extends { _id: string }>(
  fetchList: FetchList<T>,
  failures: FailureTexts,
  painted: PaintedList<T>,
) {
  let ahead: { language: Language; at: number; reply: Promise<T[]> } | null = null
  let shown: { language: Language; list: T[] } | null = null
  const reply = (signal: AbortSignal): Promise<T[]> => {
    const taken =
      ahead && ahead.language === activeLanguage() && Date.now() - ahead.at < AHEAD_MS ? ahead.reply : null
    ahead = null
    return taken ?? fetchList({ signal })
  }
  return {
    list: {
      load: reply,
      failures,
      shownFirst: () =>
        isRenderingPrerenderedPage() && shown?.language === activeLanguage() ? shown.list : null,
    } satisfies CatalogueLoad<T[]>,
    byId: (id: string): CatalogueLoad<T> => ({
      load: async (signal) => (await reply(signal)).find((item) => item._id === id) ?? null,
      failures,
    }),
    /**
     * Prerendering (no window) asks the API for the list and keeps it in the page; without an answer, the page's HTML
     * shows the list loading. The browser reads the painted list back from the page, and asks for the list ahead.
     */
    preload: async (): Promise<void> => {
      if (typeof window === 'undefined') {
        const list = await fetchList({ signal: AbortSignal.timeout(PRERENDER_WAIT_MS) }).catch(() => null)
        shown = list && { language: activeLanguage(), list }
        if (shown) keepPageData(painted.name, shown.list)
        return
      }
      const read = painted.schema.safeParse(pageData(painted.name))
      shown = read.success ? { language: activeLanguage(), list: read.data } : null
      const early = fetchList({ signal: new AbortController().signal })
      early.catch(() => {})
      ahead = { language: activeLanguage(), at: Date.now(), reply: early }
    },
  }
}
