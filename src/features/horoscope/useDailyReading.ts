import { startTransition, useEffect, useState } from 'react'
import { withTranslations } from '../../content/catalog'
import { loadReadings } from '../../content/horoscopeReadings/loadReadings'
import type { ReadingPool } from '../../content/horoscopeReadings/readingPool'
import type { ZodiacId } from '../../content/zodiacSigns'
import { dailyReading, type DailyReading } from './dailyReading'

interface LoadedPool {
  sign: ZodiacId
  pool: ReadingPool
}

/**
 * A sign's reading for a day, or null until that sign's readings have loaded (in the language shown) and the day is
 * known. Only the sign on screen is loaded: a visitor who reads one sign does not download twelve.
 */
export function useDailyReading(sign: ZodiacId, date: string | null): DailyReading | null {
  const [loaded, setLoaded] = useState<LoadedPool | null>(null)
  useEffect(() => {
    let current = true
    void withTranslations(loadReadings[sign]()).then((pool) => {
      if (current) startTransition(() => setLoaded({ sign, pool }))
    })
    return () => {
      current = false
    }
  }, [sign])
  return loaded?.sign === sign && date ? dailyReading(loaded.pool, sign, date) : null
}
