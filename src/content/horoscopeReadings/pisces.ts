/** Pisces's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/pisces.ts', { import: 'default' }),
)

export const piscesReadings: ReadingPool = translatable('piscesReadings', {
  today: [
    'Jupiter and Neptune stir your intuition. Prayer, music or art bring insight and peace today.',
    'Compassion guides your actions. Helping someone quietly brings blessings back to you.',
    'Dreams may carry messages. Note them in the morning and reflect on what they suggest.',
  ],
  love: [
    'Romance feels tender and deep. A small poem or heartfelt note touches your partner.',
    'Set gentle boundaries; caring for yourself lets you care for others better.',
    'Singles feel a spiritual connection with someone new. Let it unfold naturally.',
  ],
  career: [
    'Creative, healing and spiritual work flourishes. Trust your instincts on a new project.',
    'Clarify vague instructions before you start. Confusion now can cause delays later.',
    'Charity or donation made today brings unexpected returns later in the month.',
  ],
  health: [
    'Your feet need rest and care; a warm water soak in the evening relaxes you.',
    'Absorbing others’ moods tires you. Spend some time alone in quiet prayer.',
    'Water-rich foods and enough sleep keep your energy steady.',
  ],
  luckyNumbers: [3, 7, 12],
  luckyColors: ['Sea Green', 'Lavender', 'Light Yellow'],
  luckyTimes: ['4:30 AM - 6:00 AM', '11:30 AM - 1:00 PM', '7:30 PM - 9:00 PM'],
})
