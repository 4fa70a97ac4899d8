/** Each sign's readings load on their own, when the horoscope page first shows that sign (issue 12). */
import type { ZodiacId } from '../zodiacSigns'
import type { ReadingPool } from './readingPool'

export const loadReadings: Record<ZodiacId, () => Promise<ReadingPool>> = {
  aries: () => import('./aries').then((module) => module.ariesReadings),
  taurus: () => import('./taurus').then((module) => module.taurusReadings),
  gemini: () => import('./gemini').then((module) => module.geminiReadings),
  cancer: () => import('./cancer').then((module) => module.cancerReadings),
  leo: () => import('./leo').then((module) => module.leoReadings),
  virgo: () => import('./virgo').then((module) => module.virgoReadings),
  libra: () => import('./libra').then((module) => module.libraReadings),
  scorpio: () => import('./scorpio').then((module) => module.scorpioReadings),
  sagittarius: () => import('./sagittarius').then((module) => module.sagittariusReadings),
  capricorn: () => import('./capricorn').then((module) => module.capricornReadings),
  aquarius: () => import('./aquarius').then((module) => module.aquariusReadings),
  pisces: () => import('./pisces').then((module) => module.piscesReadings),
}
