/**
 * What an order costs by the backend's own prices, in rupees: a puja package's price in the catalogue, the sum of
 * the catalogue's prices of a chadava's offerings, a consultation pack's price (SPEC §9). An order is created only
 * for a payment of at least this, so a payment started for less never books more. Read on an order whose names are
 * the temple's (templeNames.ts). A package, offering or pack that its puja, chadava or SPEC does not sell is refused
 * by name, so it can never be booked for less; so is a puja or chadava the catalogue does not hold: no temple
 * performs it.
 */
import { CONSULTATION_PRICES, durationOfPack } from '../../src/api/contract/consultations'
import type { ChadavaOrderRequest, HoroscopeOrderRequest, PoojaOrderRequest } from '../../src/api/schemas'
import type { MockDb } from './db'
import type { NotSold } from './replyTexts'

/** The price, or why what the order names is not sold. */
export type OrderPrice = { rupees: number } | { notSold: NotSold }

export function poojaOrderPrice(db: MockDb, order: PoojaOrderRequest): OrderPrice {
  const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
  if (!puja) return { notSold: { item: 'puja', name: order.poojaId } }
  const chosen = puja.pujaPackages.find(({ packageName }) => packageName === order.selectedPackage)
  return chosen ? { rupees: chosen.price } : { notSold: { item: 'package', name: order.selectedPackage } }
}

export function chadavaOrderPrice(db: MockDb, order: ChadavaOrderRequest): OrderPrice {
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  if (!chadava) return { notSold: { item: 'chadava', name: order.chadavaId } }
  let rupees = 0
  for (const { name } of order.selectedOfferings) {
    const offering = chadava.availableOfferings.find((available) => available.name === name)
    if (!offering) return { notSold: { item: 'offering', name } }
    rupees += offering.price
  }
  return { rupees }
}

export function consultationOrderPrice(order: HoroscopeOrderRequest): OrderPrice {
  const duration = durationOfPack(order.selectedPack)
  return duration
    ? { rupees: CONSULTATION_PRICES[duration] }
    : { notSold: { item: 'pack', name: order.selectedPack } }
}
