import { activeLocale } from '../../lib/language'
import { formatDateTime } from '../../lib/intlFormats'

/** '2025-09-02' → '2 September 2025' ('2 सितंबर 2025' in Hindi). */
export function formatArticleDate(isoDate: string): string {
  return formatDateTime(new Date(`${isoDate}T00:00:00Z`), activeLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
