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

interface DailyReadingState {
  /** Null until the sign's readings have loaded and the day is known. */
  reading: DailyReading | null
  /** The sign's readings did not arrive (a dropped connection). */
  failed: boolean
  /** Asks for them again. */
  retry: () => void
}

/**
 * A sign's reading for a day, once that sign's readings have loaded (in the language shown) and the day is known.
 * The page loads the sign on screen; the other signs load once the visitor uses the page, so that choosing one shows
 * its reading at once, while a visitor who only reads downloads one sign, not twelve.
 */
export function useDailyReading(sign: ZodiacId, date: string | null): DailyReadingState {
  const [loaded, setLoaded] = useState<LoadedPool | null>(null)
  const [failedSign, setFailedSign] = useState<ZodiacId | null>(null)
  const pool = loaded?.sign === sign ? loaded.pool : null
  const failed = pool === null && failedSign === sign
  useEffect(() => {
    if (failed) return
    let current = true
    loadInLanguageShown(sign).then(
      (signPool) => {
        if (current) startTransition(() => setLoaded({ sign, pool: signPool }))
      },
      () => current && setFailedSign(sign),
    )
    return () => {
      current = false
    }
  }, [sign, failed])
  useEffect(
    () =>
      onFirstUse(() => {
        for (const id of zodiacIds) void loadInLanguageShown(id).catch(() => {})
      }),
    [],
  )
  return {
    reading: pool && date ? dailyReading(pool, sign, date) : null,
    failed,
    retry: () => setFailedSign(null),
  }
}
