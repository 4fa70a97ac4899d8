import type { Page } from '@playwright/test'

export interface CatalogueOffering {
  name: string
  description: string
  price: number
}

/** The parts of a catalogue item a test books: its id and, for a chadava, its offerings. */
export interface CatalogueItem {
  _id: string
  availableOfferings?: CatalogueOffering[]
}

/**
 * The first puja or chadava the mock backend serves. Asked from inside the page, so the demo site's service worker
 * (MSW) answers; open any page of the site first.
 */
export async function firstCatalogueItem(
  page: Page,
  list: '/api/pooja' | '/api/chadava',
): Promise<CatalogueItem> {
  const item = await page.evaluate(async (url) => {
    const reply = (await (await fetch(url)).json()) as { data?: CatalogueItem[] }
    return reply.data?.[0]
  }, list)
  if (!item) throw new Error(`${list} returned no items`)
  return item
}
