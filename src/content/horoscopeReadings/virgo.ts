/** Virgo's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/virgo.ts', { import: 'default' }),
)

export const virgoReadings: ReadingPool = translatable('virgoReadings', {
  today: [
    'Mercury favours order and detail. Clearing clutter from your desk clears your mind as well.',
    'A plan you made carefully now works smoothly. Small improvements bring big results today.',
    'Helping someone with your practical skills brings deep satisfaction and good karma.',
  ],
  love: [
    'Show love through action rather than criticism. Your partner needs encouragement today.',
    'A thoughtful gesture, however small, says more than words. Singles meet someone through work.',
    'Let go of perfection in relationships; accept the little quirks that make your loved ones who they are.',
  ],
  career: [
    'Analysis and planning excel. Your eye for detail solves a problem others missed.',
    'A health, accounts or service-related task brings credit. Keep written notes of your contributions.',
    'Avoid overwork. Delegating one task frees time for what matters most.',
  ],
  health: [
    'Routine is your medicine. Regular meals, sleep and a short walk keep you balanced.',
    'Worry affects your digestion; sip warm jeera water and breathe deeply.',
    'Clean and simple food suits you today. Add fresh fruit and greens.',
  ],
  luckyNumbers: [5, 3, 15],
  luckyColors: ['Navy Blue', 'Green', 'Beige'],
  luckyTimes: ['7:30 AM - 9:00 AM', '2:00 PM - 3:30 PM', '5:30 PM - 7:00 PM'],
})
