/** The twelve zodiac signs of the horoscope page (SPEC §2, §3): id, name, symbol, dates, element and colour. */
import { catalog } from './catalog'

const { translatable } = catalog(() => import.meta.glob('./[a-z][a-z]/zodiacSigns.ts', { import: 'default' }))

/** The signs' ids, in order: data, not text (not translated). */
export const zodiacIds = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const
export type ZodiacId = (typeof zodiacIds)[number]

export interface ZodiacSign {
  id: ZodiacId
  name: string
  symbol: string
  dates: string
  /** Typed by its English names; only ever shown, never compared, so a translation gives its own words. */
  element: 'Fire' | 'Earth' | 'Air' | 'Water'
  /** The sign's colour, by name. */
  color: string
  /** A swatch of that colour for the page. */
  swatch: string
}

export const zodiacSigns: readonly ZodiacSign[] = translatable('zodiacSigns', [
  {
    id: 'aries',
    name: 'Aries',
    symbol: '♈',
    dates: 'Mar 21 - Apr 19',
    element: 'Fire',
    color: 'Red',
    swatch: '#d93025',
  },
  {
    id: 'taurus',
    name: 'Taurus',
    symbol: '♉',
    dates: 'Apr 20 - May 20',
    element: 'Earth',
    color: 'Green',
    swatch: '#2e7d32',
  },
  {
    id: 'gemini',
    name: 'Gemini',
    symbol: '♊',
    dates: 'May 21 - Jun 20',
    element: 'Air',
    color: 'Yellow',
    swatch: '#f9a825',
  },
  {
    id: 'cancer',
    name: 'Cancer',
    symbol: '♋',
    dates: 'Jun 21 - Jul 22',
    element: 'Water',
    color: 'Silver',
    swatch: '#9e9e9e',
  },
  {
    id: 'leo',
    name: 'Leo',
    symbol: '♌',
    dates: 'Jul 23 - Aug 22',
    element: 'Fire',
    color: 'Gold',
    swatch: '#c9a227',
  },
  {
    id: 'virgo',
    name: 'Virgo',
    symbol: '♍',
    dates: 'Aug 23 - Sep 22',
    element: 'Earth',
    color: 'Navy Blue',
    swatch: '#1a3a6b',
  },
  {
    id: 'libra',
    name: 'Libra',
    symbol: '♎',
    dates: 'Sep 23 - Oct 22',
    element: 'Air',
    color: 'Pink',
    swatch: '#d81b60',
  },
  {
    id: 'scorpio',
    name: 'Scorpio',
    symbol: '♏',
    dates: 'Oct 23 - Nov 21',
    element: 'Water',
    color: 'Maroon',
    swatch: '#801b2c',
  },
  {
    id: 'sagittarius',
    name: 'Sagittarius',
    symbol: '♐',
    dates: 'Nov 22 - Dec 21',
    element: 'Fire',
    color: 'Purple',
    swatch: '#6a1b9a',
  },
  {
    id: 'capricorn',
    name: 'Capricorn',
    symbol: '♑',
    dates: 'Dec 22 - Jan 19',
    element: 'Earth',
    color: 'Brown',
    swatch: '#6d4c41',
  },
  {
    id: 'aquarius',
    name: 'Aquarius',
    symbol: '♒',
    dates: 'Jan 20 - Feb 18',
    element: 'Air',
    color: 'Turquoise',
    swatch: '#00838f',
  },
  {
    id: 'pisces',
    name: 'Pisces',
    symbol: '♓',
    dates: 'Feb 19 - Mar 20',
    element: 'Water',
    color: 'Sea Green',
    swatch: '#2e8b57',
  },
])

export function zodiacSignById(id: string): ZodiacSign | undefined {
  return zodiacSigns.find((sign) => sign.id === id)
}
