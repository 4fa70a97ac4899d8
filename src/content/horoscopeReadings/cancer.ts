/** Cancer's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/cancer.ts', { import: 'default' }),
)

export const cancerReadings: ReadingPool = translatable('cancerReadings', {
  today: [
    'The Moon turns your thoughts homeward. Caring for family brings you joy, and their blessings return to you many times over.',
    'Emotions run deep today. Trust your intuition, but wait a day before making a decision you cannot undo.',
    'A quiet act of kindness to someone in need brings unexpected grace into your own life.',
  ],
  love: [
    'Your tenderness heals an old hurt in the relationship. Share a memory that made you both smile.',
    'Do not hold feelings inside. A gentle conversation tonight brings you closer.',
    'Singles find comfort in a friendship that may slowly become something more.',
  ],
  career: [
    'Work done from home or for family business flourishes. Colleagues rely on your caring leadership.',
    'Protect your savings from emotional spending. Plan purchases for the home carefully.',
    'A mentor offers guidance; accept it with humility and you will avoid a costly mistake.',
  ],
  health: [
    'Your digestion is sensitive today. Prefer simple home-cooked food and avoid late meals.',
    'Moonlit walks or a few minutes by water calm your emotions and help sleep.',
    'Stress shows up in your stomach. Slow breathing before meals brings relief.',
  ],
  luckyNumbers: [2, 7, 11],
  luckyColors: ['Silver', 'White', 'Cream'],
  luckyTimes: ['6:30 AM - 8:00 AM', '10:00 AM - 11:30 AM', '8:00 PM - 9:30 PM'],
})
