import type { Puja } from '../../api/contract/catalogue'

type PujaAvailability = 'today' | 'upcoming' | 'available'

/** SPEC §2: a puja card shows Today, Upcoming or Available beside its date. */
export function pujaAvailability(puja: Pick<Puja, 'isToday' | 'isUpcoming'>): PujaAvailability {
  if (puja.isToday) return 'today'
  if (puja.isUpcoming) return 'upcoming'
  return 'available'
}
