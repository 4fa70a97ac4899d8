import { startTransition, useEffect, useState } from 'react'
import { withTranslations } from '../../content/catalog'
import { loadReadings } from '../../content/horoscopeReadings/loadReadings'
import type { ReadingPool } from '../../content/horoscopeReadings/readingPool'
import { zodiacIds, type ZodiacId } from '../../content/zodiacSigns'
import { onFirstUse } from '../../components/onFirstUse'
import { dailyReading, type DailyReading } from './dailyReading'

interface LoadedPool {
  sign: ZodiacId
  pool: ReadingPool
}

const loadInLanguageShown = (sign: ZodiacId) => withTranslations(loadReadings[sign]())

/**
 * A sign's reading for a day, or null until that sign's readings have loaded (in the language shown) and the day is
 * known. The page loads the sign on screen; the other signs load once the visitor uses the page, so that choosing
 * one shows its reading at once, while a visitor who only reads downloads one sign, not twelve.
 */
export function useDailyReading(sign: ZodiacId, date: string | null): DailyReading | null {
  const [loaded, setLoaded] = useState<LoadedPool | null>(null)
  useEffect(() => {
    let current = true
    void loadInLanguageShown(sign).then((pool) => {
      if (current) startTransition(() => setLoaded({ sign, pool }))
    })
    return () => {
      current = false
    }
  }, [sign])
  useEffect(
    () =>
      onFirstUse(() => {
        for (const id of zodiacIds) void loadInLanguageShown(id).catch(() => {})
      }),
    [],
  )
  return loaded?.sign === sign && date ? dailyReading(loaded.pool, sign, date) : null
}
