import type { Chadava, Offering } from '../../api/contract/catalogue'
import { offeringKey, placeOfOffering } from '../../domain/booking/offeringPlace'
import type { Priced } from '../../domain/money'

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
    const same = to.availableOfferings[placeOfOffering(from, offering)]
    return same ? [same] : []
  })
}

export function totalOf(selected: readonly Offering[]): Priced {
  return {
    price: selected.reduce((sum, item) => sum + item.price, 0),
    priceInDollars: selected.reduce((sum, item) => sum + item.priceInDollars, 0),
  }
}
