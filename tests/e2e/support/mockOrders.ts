import type { Page } from '@playwright/test'

/** Orders the mock backend holds for a payment, read from its store in the page's local storage. */
export async function ordersFor(page: Page, merchantOrderId: string): Promise<number> {
  return page.evaluate((id) => {
    const db = JSON.parse(localStorage.getItem('sankalpMockDb') ?? '{}') as Record<
      string,
      { merchantOrderId?: string }[]
    >
    return ['poojaOrders', 'chadavaOrders', 'horoscopeOrders'].reduce(
      (count, collection) =>
        count + (db[collection] ?? []).filter((order) => order.merchantOrderId === id).length,
      0,
    )
  }, merchantOrderId)
}
