/** How the order pages show ids, dates, amounts and statuses (SPEC §2, §4, §9). */
import { formatScheduleDate, formatScheduleTime } from '../../components/catalogue/schedule'
import { commonMessages } from '../../content/messages/common'
import { orderCardMessages } from '../../content/messages/orders'
import { addressOfInstructions, ORDER_PAYMENT_METHOD } from '../../domain/payment/orderRequests'
import { TEMPLE_TIME_ZONE } from '../../domain/schedule'
import { activeLocale } from '../../lib/language'
import { formatBriefDate, formatNumber } from '../../lib/intlFormats'

/** A readable date, or 'Not specified' when missing or invalid (SPEC §8). */
export function formatOrderDate(value: string | undefined): string {
  const date = value ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return commonMessages.notSpecified
  return formatBriefDate(date, { timeZone: TEMPLE_TIME_ZONE })
}

/** The payment method the site books with, in the language shown; any other as the backend wrote it. */
export function paymentMethodLabel(method: string): string {
  return method === ORDER_PAYMENT_METHOD ? orderCardMessages.onlinePayment : method
}

/** Special instructions in the language shown where the site wrote them (the delivery address); others as written. */
export function instructionsText(instructions: string): string {
  const address = addressOfInstructions(instructions)
  return address === null ? instructions : orderCardMessages.addressInstructions(address)
}

export function formatRupees(amount: number): string {
  return `₹${formatNumber(amount, activeLocale())}`
}

/** SPEC §4: processing, pending, delivered and cancelled have their own colours; others are neutral. */
export function statusColor(status: string): string {
  switch (status.toLowerCase()) {
    case 'processing':
      return 'blue'
    case 'pending':
      return 'yellow'
    case 'delivered':
      return 'green'
    case 'cancelled':
      return 'red'
    default:
      return 'gray'
  }
}

/** A moment in the temple's time, date and time: 'Sat, 28 Nov, 2026 · 07:00 AM IST'. */
export function formatWhen(iso: string): string {
  return `${formatScheduleDate(iso)} · ${formatScheduleTime(iso)}`
}

/** A second of a video as m:ss, e.g. 95 → '1:35'. */
export function videoTime(second: number): string {
  return `${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`
}
