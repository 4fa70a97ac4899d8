import type { z } from 'zod/mini'
import type { FailureTexts } from '../../content/messages/failureTexts'
import { isRenderingPrerenderedPage } from '../../lib/browserValue'
import { activeLanguage, type Language } from '../../lib/language'
import { keepPageData, pageData } from '../../lib/pageData'
import type { CatalogueLoad } from './catalogueResourceImplementations'

type FetchList<T> = (options: { signal: AbortSignal }) => Promise<T[]>

/** Where a list page's HTML keeps the list it was prerendered with: its name in the page's data, and its schema. */
interface PaintedList<T> {
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
 * from the page (`paintedList`): the page shows it until its first load replaces it with the list of the moment. A
 * detail page (`preloadItem`) is prerendered the same way, with its one item kept in the page.
 */
export function catalogueLoads<T extends { _id: string }>(
  fetchList: FetchList<T>,
  failures: FailureTexts,
  paintedList: PaintedList<T>,
) {
  let ahead: { language: Language; at: number; reply: Promise<T[]> } | null = null
  let shown: { language: Language; list: T[] } | null = null
  const reply = (signal: AbortSignal): Promise<T[]> => {
    const taken =
      ahead && ahead.language === activeLanguage() && Date.now() - ahead.at < AHEAD_MS ? ahead.reply : null
    ahead = null
    return taken ?? fetchList({ signal })
  }
  /** What the page being hydrated was painted with, in the language shown; null on any page rendered later. */
  const painted = (): T[] | null =>
    isRenderingPrerenderedPage() && shown?.language === activeLanguage() ? shown.list : null
  /**
   * Prerendering (no window) asks the API for the list and keeps `kept` of it in the page; without an answer, the
   * page's HTML shows it loading. The browser reads what was painted back from the page, and asks for the list ahead.
   */
  const preloadKeeping = async (kept: (list: T[]) => T[]): Promise<void> => {
    if (typeof window === 'undefined') {
      const list = await fetchList({ signal: AbortSignal.timeout(PRERENDER_WAIT_MS) }).catch(() => null)
      shown = list && { language: activeLanguage(), list: kept(list) }
      if (shown) keepPageData(paintedList.name, shown.list)
      return
    }
    const read = paintedList.schema.safeParse(pageData(paintedList.name))
    shown = read.success ? { language: activeLanguage(), list: read.data } : null
    const early = fetchList({ signal: new AbortController().signal })
    early.catch(() => {})
    ahead = { language: activeLanguage(), at: Date.now(), reply: early }
  }
  return {
    list: {
      load: reply,
      failures,
      shownFirst: painted,
    } satisfies CatalogueLoad<T[]>,
    byId: (id: string): CatalogueLoad<T> => ({
      load: async (signal) => (await reply(signal)).find((item) => item._id === id) ?? null,
      failures,
      shownFirst: () => painted()?.find((item) => item._id === id) ?? null,
    }),
    /** A list page's preload: the whole list. */
    preload: () => preloadKeeping((list) => list),
    /** A detail page's preload: the list, of which the page keeps its one item. */
    preloadItem: (id: string) => preloadKeeping((list) => list.filter((item) => item._id === id)),
  }
}
