import type { Page } from '@playwright/test'

/**
 * The id of the first puja or chadava the mock backend serves. Asked from inside the page, so the demo site's
 * service worker (MSW) answers; open any page of the site first.
 */
export async function firstCatalogueId(page: Page, list: '/api/pooja' | '/api/chadava'): Promise<string> {
  const id = await page.evaluate(async (url) => {
    const reply = (await (await fetch(url)).json()) as { data?: { _id: string }[] }
    return reply.data?.[0]?._id
  }, list)
  if (!id) throw new Error(`${list} returned no items`)
  return id
}
