/** Aquarius's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/aquarius.ts', { import: 'default' }),
)

export const aquariusReadings: ReadingPool = translatable('aquariusReadings', {
  today: [
    'Original ideas flow. Share them with a group; together you can turn a vision into reality.',
    'A friend brings good news or a helpful connection. Community work brings you joy.',
    'Step back from routine and look at the bigger picture. A fresh approach solves an old problem.',
  ],
  love: [
    'Friendship is the heart of your love life today. Laugh together and the rest follows.',
    'Your partner wants closeness; set aside distractions and be fully present.',
    'Singles may find romance in a group activity or an online community.',
  ],
  career: [
    'Technology, social causes and innovation are favoured. Pitch your unusual idea.',
    'Networking brings a valuable lead. Reconnect with a former colleague.',
    'Avoid risky speculation. Steady gains from a trusted source are better today.',
  ],
  health: [
    'Circulation benefits from movement. Take short walks and stretch your legs.',
    'Nervous energy needs an outlet. Try anulom vilom pranayama for balance.',
    'A digital detox in the evening restores calm and helps you sleep.',
  ],
  luckyNumbers: [4, 11, 22],
  luckyColors: ['Turquoise', 'Electric Blue', 'Silver'],
  luckyTimes: ['9:30 AM - 11:00 AM', '2:30 PM - 4:00 PM', '8:30 PM - 10:00 PM'],
})
