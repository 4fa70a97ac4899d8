import type { AuthUser } from '../../auth/AuthGateway'
import { activeLocale } from '../../lib/language'
import { formatDateTime } from '../../lib/intlFormats'

/** '2 November 2025' from a YYYY-MM-DD date, or '' when there is none. */
export function formatAccountDate(value: string): string {
  const date = value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  return formatDateTime(date, activeLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** 'November 2025' from the stored account creation date, else the provider's, or '' when there is none. */
export function memberSinceOf(user: AuthUser, accountCreated: string): string {
  const source = accountCreated ? `${accountCreated.slice(0, 10)}T00:00:00Z` : (user.createdAt ?? '')
  const date = source ? new Date(source) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  return formatDateTime(date, activeLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' })
}
