import { NOT_SET } from '../../api/schemas'
import type { AuthUser } from '../../auth/AuthGateway'
import { activeLocale } from '../../lib/language'

/** '2 November 2025' from a YYYY-MM-DD date, or 'Not set'. */
export function formatAccountDate(value: string): string {
  const date = value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) return NOT_SET
  return date.toLocaleDateString(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** 'November 2025' from the stored account creation date, else the provider's, or 'Not set'. */
export function memberSinceOf(user: AuthUser, accountCreated: string): string {
  const source = accountCreated ? `${accountCreated.slice(0, 10)}T00:00:00Z` : (user.createdAt ?? '')
  const date = source ? new Date(source) : null
  if (!date || Number.isNaN(date.getTime())) return NOT_SET
  return date.toLocaleDateString(activeLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' })
}
