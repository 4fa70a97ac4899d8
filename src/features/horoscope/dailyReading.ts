/**
 * A sign's reading for a day (SPEC §3 "Daily reading"), drawn from the sign's pools: the same sign and date always
 * give the same reading, and the reading changes from day to day.
 */
import type { ReadingPool } from '../../content/horoscopeReadings/readingPool'
import type { ZodiacId } from '../../content/zodiacSigns'

export interface DailyReading {
  today: string
  love: string
  career: string
  health: string
  lucky: { number: number; color: string; time: string }
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

function pick<T>(pool: readonly T[], sign: ZodiacId, date: string, section: string): T {
  return pool[hash(`${sign}|${date}|${section}`) % pool.length]
}

/** The reading of `sign`, whose pools are `pool`, for `date` (YYYY-MM-DD). */
export function dailyReading(pool: ReadingPool, sign: ZodiacId, date: string): DailyReading {
  return {
    today: pick(pool.today, sign, date, 'today'),
    love: pick(pool.love, sign, date, 'love'),
    career: pick(pool.career, sign, date, 'career'),
    health: pick(pool.health, sign, date, 'health'),
    lucky: {
      number: pick(pool.luckyNumbers, sign, date, 'number'),
      color: pick(pool.luckyColors, sign, date, 'color'),
      time: pick(pool.luckyTimes, sign, date, 'time'),
    },
  }
}
