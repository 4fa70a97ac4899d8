/** Taurus's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/taurus.ts', { import: 'default' }),
)

export const taurusReadings: ReadingPool = translatable('taurusReadings', {
  today: [
    'Venus brings calm and comfort. A slow, steady approach wins today; finish what you start before taking on more.',
    'Practical matters at home need attention. Sorting them now brings peace of mind for the days ahead.',
    'Your patience is your strength today. Someone who tested it will come around with an apology.',
  ],
  love: [
    'Quiet time with your partner deepens the bond. A simple meal together means more than a grand gesture.',
    'Express affection openly; your loved ones may not read your silence as you intend.',
    'Family elders bless a relationship matter. Singles may receive a promising proposal.',
  ],
  career: [
    'Steady effort pays off: a senior recognises your reliability. Ask for the responsibility you have earned.',
    'Good day for budgeting and long-term savings. Avoid lending money without clear terms.',
    'A creative skill could become a source of income. Take the first small step towards it.',
  ],
  health: [
    'Indulgence tempts you today. Enjoy sweets in moderation and balance them with a light dinner.',
    'Your throat and neck need care; warm water with tulsi and honey will soothe them.',
    'Gentle yoga and time in a garden restore your energy better than a long nap.',
  ],
  luckyNumbers: [6, 2, 24],
  luckyColors: ['Green', 'White', 'Pastel Pink'],
  luckyTimes: ['7:00 AM - 8:30 AM', '1:00 PM - 2:30 PM', '6:00 PM - 7:30 PM'],
})
