import type { Puja } from '../../api/schemas'

export type PujaAvailability = 'Today' | 'Upcoming' | 'Available'

/** SPEC §2: a puja card shows Today, Upcoming or Available beside its date. */
export function pujaAvailability(puja: Pick<Puja, 'isToday' | 'isUpcoming'>): PujaAvailability {
  if (puja.isToday) return 'Today'
  if (puja.isUpcoming) return 'Upcoming'
  return 'Available'
}
