import type { Chadava, Offering } from '../../api/contract/catalogue'
import type { Priced } from '../money'

/** SPEC §3: an offering is identified for selection by its name plus its price. */
export function offeringKey(offering: Pick<Offering, 'name' | 'price'>): string {
  return `${offering.name}|${offering.price}`
}

export function isSelected(selected: readonly Offering[], offering: Offering): boolean {
  const key = offeringKey(offering)
  return selected.some((item) => offeringKey(item) === key)
}

/** Adds the offering, or removes it when it is already chosen. */
export function toggleOffering(selected: readonly Offering[], offering: Offering): Offering[] {
  const key = offeringKey(offering)
  return isSelected(selected, offering)
    ? selected.filter((item) => offeringKey(item) !== key)
    : [...selected, offering]
}

/**
 * The offerings chosen of `from`, as they read in `to`, the same chadava in another language: an offering keeps its
 * place in the list whatever its name reads.
 */
export function sameOfferingsIn(selected: readonly Offering[], from: Chadava, to: Chadava): Offering[] {
  return selected.flatMap((offering) => {
    const place = from.availableOfferings.findIndex((item) => offeringKey(item) === offeringKey(offering))
    const same = to.availableOfferings[place]
    return same ? [same] : []
  })
}

export function totalOf(selected: readonly Offering[]): Priced {
  return {
    price: selected.reduce((sum, item) => sum + item.price, 0),
    priceInDollars: selected.reduce((sum, item) => sum + item.priceInDollars, 0),
  }
}
