import type { VisitorLocation } from '../api/contract/location'
import { isIndia } from '../lib/location'
import { activeLocale } from '../lib/language'
import { formatNumber } from '../lib/intlFormats'

export interface Priced {
  price: number
  priceInDollars: number
}

export type Currency = 'INR' | 'USD'

export function currencyFor(location: VisitorLocation | null): Currency {
  return isIndia(location) ? 'INR' : 'USD'
}

export function amountIn(currency: Currency, item: Priced): number {
  return currency === 'INR' ? item.price : item.priceInDollars
}

/** SPEC §9: ₹ for visitors in India, $ for everyone else. */
export function formatMoney(amount: number, currency: Currency): string {
  const symbol = currency === 'INR' ? '₹' : '$'
  const locale = currency === 'INR' ? activeLocale() : 'en-US'
  const digits = Number.isInteger(amount) ? 0 : 2
  return `${symbol}${formatNumber(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`
}

export function formatPrice(item: Priced, currency: Currency): string {
  return formatMoney(amountIn(currency, item), currency)
}

export function minimumPrice<T extends Priced>(items: readonly T[]): Priced | null {
  if (items.length === 0) return null
  return {
    price: Math.min(...items.map((i) => i.price)),
    priceInDollars: Math.min(...items.map((i) => i.priceInDollars)),
  }
}
