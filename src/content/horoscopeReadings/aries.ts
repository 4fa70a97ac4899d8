/** Aries's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/aries.ts', { import: 'default' }),
)

export const ariesReadings: ReadingPool = translatable('ariesReadings', {
  today: [
    'Mars fills you with drive today. Begin the task you have been postponing; your first step sets the pace for the whole week.',
    'A bold idea arrives early in the day. Share it with someone you trust before acting, and it will grow stronger for their advice.',
    'Your energy is high but scattered. Choose one goal, light a diya in the morning, and give it your full attention.',
  ],
  love: [
    'Speak from the heart rather than in haste. A partner appreciates honesty softened with patience.',
    'A warm surprise from a loved one lifts your mood. Singles may meet someone through a friend or a place of worship.',
    'Old misunderstandings can be cleared today if you listen first. Let pride step aside for harmony at home.',
  ],
  career: [
    'Leaders notice your initiative. Volunteer for the new assignment, but read the fine print before committing.',
    'A delayed payment or approval moves forward. Keep your records in order and follow up politely.',
    'Avoid impulsive purchases. A steady investment made now will reward you more than a quick gain.',
  ],
  health: [
    'Channel restless energy into a brisk morning walk or surya namaskar. Keep your head cool and drink plenty of water.',
    'Minor headaches may come from skipped meals. Eat on time and rest your eyes from screens.',
    'Pranayama before sleep calms an active mind and brings deeper rest tonight.',
  ],
  luckyNumbers: [9, 1, 18],
  luckyColors: ['Red', 'Saffron', 'Coral'],
  luckyTimes: ['6:00 AM - 7:30 AM', '11:00 AM - 12:30 PM', '4:00 PM - 5:30 PM'],
})
