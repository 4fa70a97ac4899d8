/** Browser storage read through zod: a value that does not parse is treated as absent, never trusted. */
import type { z } from 'zod/mini'

type StorageKind = 'local' | 'session'

function storage(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined
  }
}

export type StoredRead<T> = { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; value: T }

/** The raw text under a key, or null; for a caller that compares it with one fixed value. */
export function readStoredText(kind: StorageKind, key: string): string | null {
  return storage(kind)?.getItem(key) ?? null
}

export function readStored<S extends z.ZodMiniType>(
  kind: StorageKind,
  key: string,
  schema: S,
): StoredRead<z.output<S>> {
  const raw = readStoredText(kind, key)
  if (raw === null) return { status: 'missing' }
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? { status: 'ok', value: parsed.data } : { status: 'invalid' }
  } catch {
    return { status: 'invalid' }
  }
}

export function writeStored(kind: StorageKind, key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked (private mode): the site works on without remembering.
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  storage(kind)?.removeItem(key)
}
