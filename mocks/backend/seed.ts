/** Turns the db.json seed into a store's first contents. */
import { daysSinceSeed, shiftIso } from './dates'
import { mockDbSchema, type MockDb } from './db'

/**
 * A fresh copy of the seed for a new store. The seeded records (payments, orders, the profile) are history, so they
 * are moved once to sit as far before today as they sat before the seed day; the catalogue keeps `meta.seedDate`
 * and is moved every time it is read (see catalogue.ts).
 */
export function initialDb(seed: unknown, now: Date): MockDb {
  const db = mockDbSchema.parse(seed)
  const days = daysSinceSeed(db.meta.seedDate, now)
  const move = <T extends { createdAt: string }>(row: T) => ({
    ...row,
    createdAt: shiftIso(row.createdAt, days),
  })
  return {
    ...db,
    payments: db.payments.map(move),
    poojaOrders: db.poojaOrders.map((order) => ({
      ...move(order),
      scheduledDate: shiftIso(order.scheduledDate, days),
    })),
    chadavaOrders: db.chadavaOrders.map((order) => ({
      ...move(order),
      scheduledDate: shiftIso(order.scheduledDate, days),
    })),
    horoscopeOrders: db.horoscopeOrders.map(move),
    profiles: db.profiles.map((profile) => ({
      ...profile,
      accountCreated: shiftIso(profile.accountCreated, days),
    })),
  }
}
