/**
 * A sign's daily readings (SPEC §3 "Daily reading"): a pool of texts per section and of lucky numbers, colours and
 * times, from which `dailyReading` (features/horoscope) draws a day's reading. Each sign's pools are a module of
 * their own, loaded when the page shows that sign (`loadReadings`).
 */
export interface ReadingPool {
  today: readonly string[]
  love: readonly string[]
  career: readonly string[]
  health: readonly string[]
  luckyNumbers: readonly number[]
  luckyColors: readonly string[]
  luckyTimes: readonly string[]
}
