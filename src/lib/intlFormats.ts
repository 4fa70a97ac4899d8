/**
 * Numbers and dates written as a locale writes them, through `Intl` formatters made once per locale and options.
 * Making a formatter is the costly part (a cheap phone spends milliseconds on each), and `toLocaleString` with options
 * makes a new one on every call: a list of cards, each with its prices, dates and times, paid it dozens of times.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** `value.toLocaleString(locale, options)`, with the formatter kept. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value)
}

/**
 * `date.toLocaleString(locale, options)`, with the formatter kept. As with `Intl.DateTimeFormat`, options naming no
 * date or time field write the date alone (as `toLocaleDateString` does).
 */
export function formatDateTime(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date)
}
