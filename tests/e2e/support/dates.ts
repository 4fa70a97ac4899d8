/** A date `daysFromToday` away as a date field takes it (YYYY-MM-DD), in the browser's time zone (the test's). */
export function dateFieldValue(daysFromToday = 0): string {
  const day = new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}
