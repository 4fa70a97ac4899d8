/**
 * Merchant order ids (SPEC §7, DESIGN §10): the kind's prefix, the time in milliseconds and a random part, all
 * uppercase, at most 62 characters of [A-Z0-9_], new for every payment attempt.
 */
export const MERCHANT_ORDER_PREFIXES = {
  puja: 'POOJA_',
  chadava: 'CHADAVA_',
  horoscope: 'HOROSCOPE_',
} as const
export type MerchantOrderKind = keyof typeof MERCHANT_ORDER_PREFIXES

/** 16 random characters of [0-9A-Z] (about 80 bits) from the platform's cryptographic source. */
export function randomOrderPart(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return Array.from(bytes, (byte) => (byte % 36).toString(36))
    .join('')
    .toUpperCase()
}

export function createMerchantOrderId(
  kind: MerchantOrderKind,
  now: number = Date.now(),
  random: string = randomOrderPart(),
): string {
  const timestamp = Math.max(0, Math.trunc(now)).toString()
  return `${MERCHANT_ORDER_PREFIXES[kind]}${timestamp}_${random}`
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '')
    .slice(0, 62)
}
