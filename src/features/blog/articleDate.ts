const format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-09-02' → '2 September 2025'. */
export function formatArticleDate(isoDate: string): string {
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
