/** GET /api/pooja and GET /api/chadava (SPEC §7). A reply with `success: false` or no data is a refusal. */
import { getJson, refused, type RequestOptions } from './client'
import { pathOf } from './paths'
import { chadavaListReplySchema, pujaListReplySchema, type Chadava, type Puja } from './contract/catalogue'

function listOf<T>(reply: { success: boolean; data?: T[]; error?: string }): T[] {
  if (!reply.success || !reply.data) throw refused(reply.error)
  return reply.data
}

export async function fetchPujas(options: RequestOptions = {}): Promise<Puja[]> {
  return listOf(await getJson(pathOf('pujas'), pujaListReplySchema, options))
}

export async function fetchChadavas(options: RequestOptions = {}): Promise<Chadava[]> {
  return listOf(await getJson(pathOf('chadavas'), chadavaListReplySchema, options))
}
