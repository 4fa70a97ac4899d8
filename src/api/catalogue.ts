/** GET /api/pooja and GET /api/chadava (SPEC §7), with SPEC §8's messages. */
import { ApiFailure, getJson, type RequestOptions } from './client'
import { chadavaListReplySchema, pujaListReplySchema, type Chadava, type Puja } from './schemas'

export class CatalogueError extends Error {}

async function loadList<T>(
  fetchReply: () => Promise<{ success: boolean; data?: T[] }>,
  messages: { fetch: string; load: string },
): Promise<T[]> {
  let reply: { success: boolean; data?: T[] }
  try {
    reply = await fetchReply()
  } catch (error) {
    if (error instanceof ApiFailure && error.error.kind === 'aborted') throw error
    throw new CatalogueError(messages.fetch)
  }
  if (!reply.success || !reply.data) throw new CatalogueError(messages.load)
  return reply.data
}

export function fetchPujas(options: RequestOptions = {}): Promise<Puja[]> {
  return loadList(() => getJson('/api/pooja', pujaListReplySchema, options), {
    fetch: 'Failed to fetch puja services',
    load: 'Failed to load puja services',
  })
}

export function fetchChadavas(options: RequestOptions = {}): Promise<Chadava[]> {
  return loadList(() => getJson('/api/chadava', chadavaListReplySchema, options), {
    fetch: 'Failed to fetch chadava services',
    load: 'Failed to load chadava services',
  })
}
