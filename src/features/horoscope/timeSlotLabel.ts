import { formatDateTime } from '../../lib/intlFormats'
import { activeLanguage, activeLocale } from '../../lib/language'

const SLOT = /^(\d{2}):(\d{2}) (AM|PM)$/

/**
 * A consultation time slot as the language shown writes it: SPEC's own '02:30 PM' in English (the value the form
 * keeps and sends, whatever the language), and by the part of the day in Hindi ('दोपहर 2:30', 'शाम 6:00').
 */
export function timeSlotLabel(slot: string): string {
  const parts = SLOT.exec(slot)
  if (activeLanguage() === 'en' || !parts) return slot
  const hour = (Number(parts[1]) % 12) + (parts[3] === 'PM' ? 12 : 0)
  return formatDateTime(new Date(Date.UTC(2000, 0, 1, hour, Number(parts[2]))), activeLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  })
}
