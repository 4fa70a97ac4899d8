/**
 * Orders keep the names the temple uses (issue 13): a visitor who books in Hindi sends the Hindi names they saw; the
 * order stores, in place of each, the catalogue's English name of the puja, its package and each offering (found by
 * the puja's or chadava's id, then by position).
 * A visitor reading Hindi is shown the Hindi names beside them.
 */
import type {
  ChadavaOrderRequest,
  ContentLanguage,
  PoojaOrder,
  PoojaOrderRequest,
} from '../../src/api/schemas'
import type { MockDb, StoredChadavaOrder, StoredPoojaOrder } from './db'

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
  return {
    ...order,
    poojaName: englishOf(order.poojaName, [puja.title], puja.hi ? [puja.hi.title] : undefined),
    selectedPackage: englishOf(order.selectedPackage, packages, hindiPackages),
  }
}

export function chadavaOrderInTempleNames(db: MockDb, order: ChadavaOrderRequest): ChadavaOrderRequest {
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  if (!chadava) return order
  const hindiNames = chadava.hi?.availableOfferings.map(({ name }) => name)
  return {
    ...order,
    chadavaName: englishOf(order.chadavaName, [chadava.name], chadava.hi ? [chadava.hi.name] : undefined),
    selectedOfferings: order.selectedOfferings.map((offering) => {
      const index = hindiNames?.indexOf(offering.name) ?? -1
      const english = chadava.availableOfferings[index]
      return english ? { ...offering, name: english.name, description: english.description } : offering
    }),
  }
}

/** An order's names in a language other than English (`inLanguage` in the contract). */
export type OrderNames = NonNullable<PoojaOrder['inLanguage']>

/** What an order booked and its temple, named in a language other than English when the catalogue has the names. */
export function orderNamesIn(
  db: MockDb,
  order: StoredPoojaOrder | StoredChadavaOrder,
  language: ContentLanguage,
): OrderNames | undefined {
  if (language !== 'hi') return undefined
  if ('poojaId' in order) {
    const puja = db.pujas.find(({ _id }) => _id === order.poojaId)
    if (!puja?.hi) return undefined
    const index = puja.pujaPackages.findIndex(({ packageName }) => packageName === order.selectedPackage)
    const selectedPackage = puja.hi.pujaPackages[index]?.packageName
    return { name: puja.hi.title, temple: puja.hi.location, ...(selectedPackage ? { selectedPackage } : {}) }
  }
  const chadava = db.chadavas.find(({ _id }) => _id === order.chadavaId)
  if (!chadava?.hi) return undefined
  const offerings = chadava.availableOfferings.map(({ name }) => name)
  const hindiOfferings = chadava.hi.availableOfferings
  const selectedOfferings = order.selectedOfferings.map(
    (offering) => hindiOfferings[offerings.indexOf(offering.name)] ?? offering,
  )
  return {
    name: chadava.hi.name,
    temple: chadava.hi.templeName,
    selectedOfferings: selectedOfferings.map(({ name, description }) => ({ name, description })),
  }
}
