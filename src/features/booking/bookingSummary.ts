/** What the review and payment panels show of an order: lines and totals in the visitor's currency, 'TBD' dates. */
import { formatLocalTime } from '../../components/catalogue/schedule'
import { formatMoney, type Currency } from '../../domain/money'
import {
  chargedRupees,
  displayedTotal,
  orderDateTime,
  orderLines,
  orderPlace,
  orderTitle,
  scheduleOrTbd,
  type BookingOrder,
  type BookingKind,
} from '../../domain/booking/bookingOrder'

export interface BookingSummary {
  kind: BookingKind
  title: string
  /** The package, or each offering, with its price in the visitor's currency. */
  lines: { name: string; price: string }[]
  schedule: string
  /** For a visitor outside India: the same moment in their own time zone. */
  localTime: string | null
  place: string
  total: string
  /** For a visitor outside India: the rupee amount that will be charged. */
  charged: string | null
}

export function bookingSummaryOf(order: BookingOrder, currency: Currency): BookingSummary {
  return {
    kind: order.kind,
    title: orderTitle(order),
    lines: orderLines(order, currency).map((line) => ({
      name: line.name,
      price: formatMoney(line.amount, currency),
    })),
    schedule: scheduleOrTbd(orderDateTime(order)),
    localTime: formatLocalTime(orderDateTime(order)),
    place: orderPlace(order),
    total: formatMoney(displayedTotal(order, currency), currency),
    charged: currency === 'INR' ? null : formatMoney(chargedRupees(order), 'INR'),
  }
}
