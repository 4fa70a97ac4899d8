/** Scorpio's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/scorpio.ts', { import: 'default' }),
)

export const scorpioReadings: ReadingPool = translatable('scorpioReadings', {
  today: [
    'Mars and Pluto deepen your focus. Research, study or spiritual practice bring strong results today.',
    'A secret or hidden matter comes to light. Handle it calmly and privately.',
    'Your determination is unstoppable, but choose your battles. Let small slights pass.',
  ],
  love: [
    'Intensity in love needs trust. Share what you feel instead of testing your partner.',
    'A deep conversation heals jealousy or doubt. Be open and your loved one will be too.',
    'Singles feel a magnetic attraction; take time to know the person before committing.',
  ],
  career: [
    'Investigation, finance and research tasks go well. Your instincts about money are sound.',
    'Keep confidential matters to yourself. Not everyone at work wishes you well today.',
    'An inheritance, insurance or joint-finance matter progresses in your favour.',
  ],
  health: [
    'Release stored tension through exercise or a long walk. Avoid bottling up anger.',
    'Hydration and rest help your body detoxify. Prefer light evening meals.',
    'Chanting or a few minutes of silence before bed brings restorative sleep.',
  ],
  luckyNumbers: [8, 9, 27],
  luckyColors: ['Maroon', 'Deep Red', 'Black'],
  luckyTimes: ['5:30 AM - 7:00 AM', '3:00 PM - 4:30 PM', '9:00 PM - 10:30 PM'],
})
