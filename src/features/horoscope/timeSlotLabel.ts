import { slotClock } from '../../domain/consultation/consultationForm'
import { formatClockTime } from '../../lib/intlFormats'
import { activeLanguage } from '../../lib/language'

/**
 * A consultation time slot as the language shown writes it: SPEC's own '02:30 PM' in English (the value the form
 * keeps and sends, whatever the language), and by the part of the day in Hindi ('दोपहर 2:30', 'शाम 6:00').
 */
export function timeSlotLabel(slot: string): string {
  const clock = slotClock(slot)
  if (activeLanguage() === 'en' || !clock) return slot
  return formatClockTime(new Date(Date.UTC(2000, 0, 1, clock.hour, clock.minute)), 'UTC')
}
