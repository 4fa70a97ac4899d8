/** Gemini's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/gemini.ts', { import: 'default' }),
)

export const geminiReadings: ReadingPool = translatable('geminiReadings', {
  today: [
    'Mercury sharpens your words. Conversations open doors today, so make the call or send the message you have drafted.',
    'Two choices compete for your time. Write both down; the right one becomes clear once you see them side by side.',
    'Curiosity leads you to useful knowledge. A book, a talk or a scripture reading gives you an answer you sought.',
  ],
  love: [
    'Playful conversation rekindles warmth. Plan something new together instead of the usual routine.',
    'Avoid mixed signals. Say clearly what you want and your partner will meet you halfway.',
    'A message from someone in the past stirs feelings. Reflect before you reply.',
  ],
  career: [
    'Writing, sales and teaching go especially well. Present your ideas; people are ready to listen.',
    'Double-check documents and numbers before signing. A small error caught now saves trouble later.',
    'A short trip or online meeting brings a useful contact. Follow up within the week.',
  ],
  health: [
    'Your mind races; give it rest. Ten minutes of silent meditation settles scattered thoughts.',
    'Breathing exercises help your lungs and your mood. Step outside for fresh air between tasks.',
    'Irregular sleep drains you. Keep the phone away an hour before bed tonight.',
  ],
  luckyNumbers: [5, 14, 23],
  luckyColors: ['Yellow', 'Light Green', 'Sky Blue'],
  luckyTimes: ['8:00 AM - 9:30 AM', '12:00 PM - 1:30 PM', '5:00 PM - 6:30 PM'],
})
