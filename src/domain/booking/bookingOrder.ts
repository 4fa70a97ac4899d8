/**
 * What is being booked: a puja package or a set of chadava offerings. The amount charged is always the rupee price
 * (the gateway takes rupees); a visitor outside India is shown the dollar price beside it.
 */
import type { Chadava, Offering, Puja, PujaPackage } from '../../api/contract/catalogue'
import { parseSchedule, templeClockTime, TEMPLE_TIME_ZONE } from '../schedule'
import { commonMessages } from '../../content/messages/common'
import { amountIn, type Currency, type Priced } from '../money'
import { formatBriefDate } from '../../lib/intlFormats'
import { sameOfferingsIn } from './offeringSelection'

export type BookingOrder =
  | { kind: 'puja'; puja: Puja; pkg: PujaPackage }
  | { kind: 'chadava'; chadava: Chadava; offerings: Offering[] }

export type BookingKind = BookingOrder['kind']

/** The same prices, rupees and dollars: a translation changes names, never what is paid. */
function samePrices(a: readonly Priced[], b: readonly Priced[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => item.price === b[i]!.price && item.priceInDollars === b[i]!.priceInDollars)
  )
}

/**
 * The order as `shown` names it: `shown` is the puja or chadava being booked as the page now shows it, in the language
 * just chosen. The same package, or the same offerings (by their places in the list); the order unchanged when `shown`
 * is another puja or chadava, no longer has all that was chosen, or differs in a price or its time.
 */
export function orderAsShown(order: BookingOrder, shown: Puja | Chadava): BookingOrder {
  if (order.kind === 'puja') {
    if (!('pujaPackages' in shown) || shown._id !== order.puja._id) return order
    if (shown.dateTime !== order.puja.dateTime) return order
    const pkg = shown.pujaPackages.find(({ _id }) => _id === order.pkg._id)
    return pkg && samePrices([pkg], [order.pkg]) ? { kind: 'puja', puja: shown, pkg } : order
  }
  if (!('availableOfferings' in shown) || shown._id !== order.chadava._id) return order
  if (shown.datetime !== order.chadava.datetime) return order
  const offerings = sameOfferingsIn(order.offerings, order.chadava, shown)
  return samePrices(offerings, order.offerings) ? { kind: 'chadava', chadava: shown, offerings } : order
}

interface OrderLine {
  name: string
  amount: number
}

/**
 * How many family members' names the order takes beside the devotee's: a puja package for N persons takes N - 1;
 * chadava offerings have no persons, so none.
 */
export function familyCapacity(order: BookingOrder | null): number {
  return order?.kind === 'puja' ? Math.max(0, order.pkg.persons - 1) : 0
}

/** The rupees charged for the order. */
export function chargedRupees(order: BookingOrder): number {
  return order.kind === 'puja'
    ? order.pkg.price
    : order.offerings.reduce((sum, offering) => sum + offering.price, 0)
}

/** The total in the visitor's currency. */
export function displayedTotal(order: BookingOrder, currency: Currency): number {
  return order.kind === 'puja'
    ? amountIn(currency, order.pkg)
    : order.offerings.reduce((sum, offering) => sum + amountIn(currency, offering), 0)
}

export function orderLines(order: BookingOrder, currency: Currency): OrderLine[] {
  return order.kind === 'puja'
    ? [{ name: order.pkg.packageName, amount: amountIn(currency, order.pkg) }]
    : order.offerings.map((offering) => ({ name: offering.name, amount: amountIn(currency, offering) }))
}

export function orderTitle(order: BookingOrder): string {
  return order.kind === 'puja' ? order.puja.title : order.chadava.name
}

export function orderPlace(order: BookingOrder): string {
  return order.kind === 'puja' ? order.puja.location : order.chadava.templeName
}

/** The scheduled date and time as given by the catalogue ('' when there is none). */
export function orderDateTime(order: BookingOrder): string {
  return (order.kind === 'puja' ? order.puja.dateTime : order.chadava.datetime) ?? ''
}

/**
 * The ritual's date and India's time, named as India's ('27 Nov 2026, 06:30 PM IST'): the summary shows the visitor's
 * own time beside it. SPEC §8: a missing or unreadable date shows 'TBD' in the review and payment summaries.
 */
export function scheduleOrTbd(dateTime: string): string {
  const date = parseSchedule(dateTime)
  if (!date) return commonMessages.tbd
  const day = formatBriefDate(date, { timeZone: TEMPLE_TIME_ZONE })
  return `${day}, ${templeClockTime(date)}`
}
