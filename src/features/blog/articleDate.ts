import { activeLocale } from '../../lib/language'

/** '2025-09-02' → '2 September 2025' ('2 सितंबर 2025' in Hindi). */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(activeLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
