/** json-server's store: its lowdb database (the data file), zod-parsed on every read. */
import type { LowDb } from 'json-server'
import { mockDbSchema } from '../backend/db'
import type { Store } from '../backend/types'

export function createLowdbStore(db: LowDb): Store {
  return {
    read: () => mockDbSchema.parse(db.getState()),
    write: (next) => {
      db.setState(next)
      db.write()
    },
  }
}
