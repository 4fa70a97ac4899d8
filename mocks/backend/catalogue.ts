/** GET /api/pooja and GET /api/chadava: the catalogue with its dates moved to the current day. */
import type { Chadava, Puja } from '../../src/api/schemas'
import { daysSinceSeed, isSameIndiaDay, shiftIso } from './dates'
import type { MockDb } from './db'
import { ok } from './replies'
import type { Reply } from './types'

/** Today's pujas first, then upcoming ones soonest first, then past ones most recent first. */
function byDisplayOrder(a: Puja, b: Puja): number {
  const aPast = !a.isToday && !a.isUpcoming
  const bPast = !b.isToday && !b.isUpcoming
  if (aPast !== bPast) return aPast ? 1 : -1
  const difference = Date.parse(a.dateTime) - Date.parse(b.dateTime)
  return aPast ? -difference : difference
}

export function currentPujas(db: MockDb, now: Date): Puja[] {
  const days = daysSinceSeed(db.meta.seedDate, now)
  return db.pujas
    .map((puja) => {
      const dateTime = shiftIso(puja.dateTime, days)
      const at = new Date(dateTime)
      const isToday = isSameIndiaDay(at, now)
      return { ...puja, dateTime, isToday, isUpcoming: !isToday && at.getTime() > now.getTime() }
    })
    .sort(byDisplayOrder)
}

export function currentChadavas(db: MockDb, now: Date): Chadava[] {
  const days = daysSinceSeed(db.meta.seedDate, now)
  return db.chadavas.map((chadava) =>
    chadava.datetime === undefined ? chadava : { ...chadava, datetime: shiftIso(chadava.datetime, days) },
  )
}

export function listPujas(db: MockDb, now: Date): Reply {
  return ok({ success: true, data: currentPujas(db, now) })
}

export function listChadavas(db: MockDb, now: Date): Reply {
  return ok({ success: true, data: currentChadavas(db, now) })
}
