/** Capricorn's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/capricorn.ts', { import: 'default' }),
)

export const capricornReadings: ReadingPool = translatable('capricornReadings', {
  today: [
    'Saturn rewards discipline. Steady work today builds a foundation that will last for years.',
    'A responsibility you carry quietly is finally noticed. Stand tall; you have earned respect.',
    'Plan your week with care. Structure brings you freedom rather than limits today.',
  ],
  love: [
    'Your loyalty is your gift. Show warmth too; a kind word softens a serious day.',
    'Make time for family despite work. A shared meal restores closeness.',
    'Singles are drawn to someone mature and dependable. Let the bond grow slowly.',
  ],
  career: [
    'Ambition is well placed. Senior colleagues support your plans for growth.',
    'Property, savings and long-term investments are favoured. Consult an expert before large decisions.',
    'Patience with a slow process pays off. Keep going; the result is near.',
  ],
  health: [
    'Your knees and joints need care. Gentle stretches and warm oil massage help.',
    'Overwork brings fatigue. Schedule rest as seriously as you schedule meetings.',
    'Sesame, green vegetables and warm food keep you strong in changing weather.',
  ],
  luckyNumbers: [8, 4, 22],
  luckyColors: ['Brown', 'Dark Blue', 'Grey'],
  luckyTimes: ['5:00 AM - 6:30 AM', '10:30 AM - 12:00 PM', '6:30 PM - 8:00 PM'],
})
