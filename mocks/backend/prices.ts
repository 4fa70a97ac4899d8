/**
 * What an order costs by the backend's own prices, in rupees: a puja package's price in the catalogue, the sum of
 * the catalogue's prices of a chadava's offerings, a consultation pack's price (SPEC §9). An order is created only
 * for a payment of exactly this, so a payment started for less never books more. Read on an order whose names are
 * the temple's (templeNames.ts); undefined when the catalogue does not sell what it names.
 */
import { CONSULTATION_PRICES, durationOfPack } from '../../src/api/contract/consultations'
import type { ChadavaOrderRequest, HoroscopeOrderRequest, PoojaOrderRequest } from '../../src/api/schemas'
import type { MockDb } from './db'

export function poojaOrderPrice(db: MockDb, order: PoojaOrderRequest): number | undefined {
  const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
  return puja?.pujaPackages.find(({ packageName }) => packageName === order.selectedPackage)?.price
}

export function chadavaOrderPrice(db: MockDb, order: ChadavaOrderRequest): number | undefined {
  const offerings = db.chadavas.find(({ _id }) => _id === order.chadavaId)?.availableOfferings ?? []
  const prices = order.selectedOfferings.map(
    (chosen) => offerings.find((offering) => offering.name === chosen.name)?.price,
  )
  return prices.every((price) => price !== undefined)
    ? prices.reduce<number>((sum, price) => sum + price, 0)
    : undefined
}

export function consultationOrderPrice(order: HoroscopeOrderRequest): number | undefined {
  const duration = durationOfPack(order.selectedPack)
  return duration ? CONSULTATION_PRICES[duration] : undefined
}
