/**
 * GET /api/pooja and GET /api/chadava: the catalogue with its dates moved to the current day, its texts in the
 * language the request asks for. A puja of today whose time has passed is performed again tomorrow at that time, as a
 * temple's daily puja is: a passed puja takes no bookings, and the first puja listed stays bookable at any hour.
 */
import type { Chadava, ContentLanguage, Puja } from '../../src/api/schemas'
import { daysSinceSeed, isSameIndiaDay, shiftIso } from './dates'
import type { MockDb, StoredChadava, StoredPuja } from './db'
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

/** A puja as served: in the language asked for where translated, English otherwise; never its stored translations. */
function pujaIn(
  language: ContentLanguage,
  { translations, ...puja }: StoredPuja,
): Omit<Puja, 'isToday' | 'isUpcoming'> {
  const translation = language === 'en' ? undefined : translations?.[language]
  if (!translation) return puja
  const { pujaPackages, ...texts } = translation
  return {
    ...puja,
    ...texts,
    pujaPackages: puja.pujaPackages.map((pujaPackage, index) => ({ ...pujaPackage, ...pujaPackages[index] })),
  }
}

function chadavaIn(language: ContentLanguage, { translations, ...chadava }: StoredChadava): Chadava {
  const translation = language === 'en' ? undefined : translations?.[language]
  if (!translation) return chadava
  const { availableOfferings, ...texts } = translation
  return {
    ...chadava,
    ...texts,
    availableOfferings: chadava.availableOfferings.map((offering, index) => ({
      ...offering,
      ...availableOfferings[index],
    })),
  }
}

export function currentPujas(db: MockDb, now: Date, language: ContentLanguage = 'en'): Puja[] {
  const days = daysSinceSeed(db.meta.seedDate, now)
  return db.pujas
    .map((stored) => pujaIn(language, stored))
    .map((puja) => {
      const today = shiftIso(puja.dateTime, days)
      const performed = isSameIndiaDay(new Date(today), now) && Date.parse(today) <= now.getTime()
      const dateTime = performed ? shiftIso(puja.dateTime, days + 1) : today
      const at = new Date(dateTime)
      const isToday = isSameIndiaDay(at, now)
      return { ...puja, dateTime, isToday, isUpcoming: !isToday && at.getTime() > now.getTime() }
    })
    .sort(byDisplayOrder)
}

export function currentChadavas(db: MockDb, now: Date, language: ContentLanguage = 'en'): Chadava[] {
  const days = daysSinceSeed(db.meta.seedDate, now)
  return db.chadavas.map((stored) => {
    const chadava = chadavaIn(language, stored)
    return chadava.datetime === undefined
      ? chadava
      : { ...chadava, datetime: shiftIso(chadava.datetime, days) }
  })
}

export function listPujas(db: MockDb, now: Date, language?: ContentLanguage): Reply {
  return ok({ success: true, data: currentPujas(db, now, language) })
}

export function listChadavas(db: MockDb, now: Date, language?: ContentLanguage): Reply {
  return ok({ success: true, data: currentChadavas(db, now, language) })
}
