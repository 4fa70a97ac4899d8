/**
 * The json-server data file (default `.data/db.json`, outside git): created from the db.json seed on first run, and
 * again when it no longer parses or comes from another seed version. The seed itself is only ever read.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod/mini'
import { mockDbSchema } from '../backend/db'
import { initialDb } from '../backend/seed'

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

export function prepareDataFile(dataFile: string, seedFile: string, now: Date): void {
  const seed = readJson(seedFile)
  const seedVersion = z.pick(mockDbSchema, { meta: true }).parse(seed).meta.version
  if (existsSync(dataFile)) {
    const current = mockDbSchema.safeParse(readJson(dataFile))
    if (current.success && current.data.meta.version === seedVersion) return
    console.warn(`${dataFile} is unreadable or from another seed version; starting again from ${seedFile}`)
  }
  mkdirSync(dirname(dataFile), { recursive: true })
  writeFileSync(dataFile, `${JSON.stringify(initialDb(seed, now), null, 2)}\n`)
}
