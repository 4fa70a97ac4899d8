/** Sagittarius's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/sagittarius.ts', { import: 'default' }),
)

export const sagittariusReadings: ReadingPool = translatable('sagittariusReadings', {
  today: [
    'Jupiter widens your horizons. Plan a pilgrimage, a course or a journey; the seeds you sow now grow well.',
    'Optimism carries you through a tricky situation. Your cheer lifts others too.',
    'Wisdom from an elder or teacher guides you today. Listen closely to their words.',
  ],
  love: [
    'Adventure brings you closer. Try something new together, even a short outing.',
    'Give your partner space as you value your own; trust strengthens the bond.',
    'Singles may meet someone while travelling or studying. Keep an open heart.',
  ],
  career: [
    'Higher education, law, publishing and travel-related work are favoured. Apply for that opportunity.',
    'Do not promise more than you can deliver. Keep your commitments realistic.',
    'Foreign or long-distance contacts bring a profitable lead. Follow up quickly.',
  ],
  health: [
    'Outdoor activity keeps you fit. Take care of your hips and thighs with stretching.',
    'Overeating at gatherings can slow you down. Enjoy, but in moderation.',
    'A gratitude practice before sleep brings peaceful rest and a bright morning.',
  ],
  luckyNumbers: [3, 12, 21],
  luckyColors: ['Purple', 'Yellow', 'Orange'],
  luckyTimes: ['8:30 AM - 10:00 AM', '12:30 PM - 2:00 PM', '4:30 PM - 6:00 PM'],
})
