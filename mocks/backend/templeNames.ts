/**
 * Orders keep the names the temple uses (issue 13): a visitor who books in Hindi sends the Hindi names they saw; the
 * order stores the catalogue's English name of the puja, its package and each offering, found by id (or position).
 */
import type { ChadavaOrderRequest, PoojaOrderRequest } from '../../src/api/schemas'
import type { MockDb } from './db'

/** The English name at the position where `name` is the Hindi one, else `name` as it came. */
function englishOf(name: string, english: readonly string[], hindi: readonly string[] | undefined): string {
  const index = hindi?.indexOf(name) ?? -1
  return index >= 0 ? (english[index] ?? name) : name
}

export function poojaOrderInTempleNames(db: MockDb, order: PoojaOrderRequest): PoojaOrderRequest {
  const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
  if (!puja) return order
  const packages = puja.pujaPackages.map(({ packageName }) => packageName)
  const hindiPackages = puja.hi?.pujaPackages.map(({ packageName }) => packageName)
  return { ...order, poojaName: puja.title, selectedPackage: englishOf(order.selectedPackage, packages, hindiPackages) }
}

export function chadavaOrderInTempleNames(db: MockDb, order: ChadavaOrderRequest): ChadavaOrderRequest {
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  if (!chadava) return order
  const hindiNames = chadava.hi?.availableOfferings.map(({ name }) => name)
  return {
    ...order,
    chadavaName: chadava.name,
    selectedOfferings: order.selectedOfferings.map((offering) => {
      const index = hindiNames?.indexOf(offering.name) ?? -1
      const english = chadava.availableOfferings[index]
      return english ? { ...offering, name: english.name, description: english.description } : offering
    }),
  }
}
