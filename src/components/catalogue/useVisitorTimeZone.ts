import { useBrowserValue } from '../../lib/browserValue'
import { TEMPLE_TIME_ZONE } from '../../domain/schedule'
import { visitorTimeZone } from './schedule'

/**
 * The visitor's time zone, for their own time beside the temple's. A prerendered page (built far from the visitor)
 * paints and hydrates with India's, which shows no second time, and shows the visitor's right after.
 */
export function useVisitorTimeZone(): string {
  return useBrowserValue(visitorTimeZone, TEMPLE_TIME_ZONE)
}
