/**
 * What an order costs by the backend's own prices, in rupees: a puja package's price in the catalogue, the sum of
 * the catalogue's prices of a chadava's offerings, a consultation pack's price (SPEC §9). An order is created only
 * for a payment of at least this, so a payment started for less never books more. Read on an order whose names are
 * the temple's (templeNames.ts). What the catalogue does not sell has no price here: no temple performs it, and the
 * order shows it as it came.
 */
import { CONSULTATION_PRICES, durationOfPack } from '../../src/api/contract/consultations'
import type { ChadavaOrderRequest, HoroscopeOrderRequest, PoojaOrderRequest } from '../../src/api/schemas'
import type { MockDb } from './db'

export function poojaOrderPrice(db: MockDb, order: PoojaOrderRequest): number {
  const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
  return puja?.pujaPackages.find(({ packageName }) => packageName === order.selectedPackage)?.price ?? 0
}

export function chadavaOrderPrice(db: MockDb, order: ChadavaOrderRequest): number {
  const offerings = db.chadavas.find(({ _id }) => _id === order.chadavaId)?.availableOfferings ?? []
  return order.selectedOfferings.reduce(
    (sum, chosen) => sum + (offerings.find((offering) => offering.name === chosen.name)?.price ?? 0),
    0,
  )
}

export function consultationOrderPrice(order: HoroscopeOrderRequest): number {
  const duration = durationOfPack(order.selectedPack)
  return duration ? CONSULTATION_PRICES[duration] : 0
}
