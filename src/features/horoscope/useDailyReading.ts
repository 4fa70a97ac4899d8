import { startTransition, useEffect, useState } from 'react'
import type { ZodiacId } from '../../content/zodiacSigns'
import type { DailyReading } from './dailyReading'

type ReadingsModule = typeof import('./dailyReading')

/** The readings (17 KB of text for twelve signs) load with the page's first render, not with the site. */
const loadReadings = (): Promise<ReadingsModule> => import('./dailyReading')

/** A sign's reading for a day, or null until the readings have loaded and the day is known. */
export function useDailyReading(sign: ZodiacId, date: string | null): DailyReading | null {
  const [readings, setReadings] = useState<ReadingsModule | null>(null)
  useEffect(() => {
    let current = true
    void loadReadings().then((loaded) => {
      if (current) startTransition(() => setReadings(loaded))
    })
    return () => {
      current = false
    }
  }, [])
  return readings && date ? readings.dailyReading(sign, date) : null
}
