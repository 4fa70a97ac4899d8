/** Which offering of a chadava is which, whatever language its names are read in. */
import type { Chadava, Offering } from '../../api/contract/catalogue'

/** SPEC §3: an offering is identified for selection by its name plus its price. */
export function offeringKey(offering: Pick<Offering, 'name' | 'price'>): string {
  return `${offering.name}|${offering.price}`
}

/** The offering's place in the chadava's list (the same in every language); -1 when it is not in the list. */
export function placeOfOffering(chadava: Chadava, offering: Pick<Offering, 'name' | 'price'>): number {
  const key = offeringKey(offering)
  return chadava.availableOfferings.findIndex((item) => offeringKey(item) === key)
}
