/** Leo's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/leo.ts', { import: 'default' }),
)

export const leoReadings: ReadingPool = translatable('leoReadings', {
  today: [
    'The Sun shines on your efforts. Step forward with confidence; your warmth inspires the people around you.',
    'Recognition comes for past work. Accept praise gracefully and share credit with those who helped.',
    'Your generosity is noticed. Offering water to the Sun at dawn brings clarity to the day.',
  ],
  love: [
    'Romance glows today. Plan a special evening and let your partner feel admired.',
    'Ego may spark a small quarrel. A kind word from you ends it quickly.',
    'Your charm attracts attention. Singles should be themselves rather than perform.',
  ],
  career: [
    'Leadership roles suit you now. Take charge of the project, but listen to your team.',
    'A creative presentation wins approval. Government or senior officials may favour your request.',
    'Spending on status items can wait. Invest in learning a skill instead.',
  ],
  health: [
    'Vitality is strong. Use it for exercise, but take care of your back when lifting.',
    'Heat can tire you; drink coconut water and rest in the afternoon.',
    'Your heart benefits from laughter and time with friends today.',
  ],
  luckyNumbers: [1, 10, 19],
  luckyColors: ['Gold', 'Orange', 'Ruby Red'],
  luckyTimes: ['6:00 AM - 7:00 AM', '12:00 PM - 1:00 PM', '3:00 PM - 4:30 PM'],
})
