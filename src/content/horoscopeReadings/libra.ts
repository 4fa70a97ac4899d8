/** Libra's pools of daily readings (SPEC §3 "Daily reading"); see ./readingPool. */
import { catalog } from '../catalog'
import type { ReadingPool } from './readingPool'

const { translatable } = catalog(() =>
  import.meta.glob('../[a-z][a-z]/horoscopeReadings/libra.ts', { import: 'default' }),
)

export const libraReadings: ReadingPool = translatable('libraReadings', {
  today: [
    'Venus asks for balance. Give equal time to work and rest, and harmony follows in everything you do.',
    'A fair compromise settles a long-standing matter. Your diplomacy is admired.',
    'Beauty inspires you today. Decorate your home shrine with fresh flowers for peace and positivity.',
  ],
  love: [
    'Partnerships flourish. A heartfelt talk about shared dreams brings you closer.',
    'Do not avoid a necessary conversation for the sake of peace; gentle truth strengthens love.',
    'Singles may be introduced to someone charming at a social or family gathering.',
  ],
  career: [
    'Negotiations and agreements favour you. Sign contracts after reading them carefully.',
    'Teamwork brings better results than working alone. Invite a colleague to collaborate.',
    'Art, design and public relations bring opportunity. Present your work with confidence.',
  ],
  health: [
    'Your lower back and kidneys need care. Drink plenty of water and avoid sitting too long.',
    'Balance sweet cravings with fresh fruit. A short evening stroll lifts your spirits.',
    'Music and meditation restore your inner calm after a busy day.',
  ],
  luckyNumbers: [6, 15, 24],
  luckyColors: ['Pink', 'Light Blue', 'White'],
  luckyTimes: ['9:00 AM - 10:30 AM', '1:30 PM - 3:00 PM', '7:00 PM - 8:30 PM'],
})
