/** Reply helpers shared by every rule: success bodies, failures in SPEC §7's `{ success: false, error }` shape. */
import type { z } from 'zod/mini'
import { en } from 'zod/locales'
import type { Json, Outcome, Reply } from './types'

export function ok(body: Json, status = 200): Reply {
  return { status, body }
}

export function fail(status: number, error: string): Reply {
  return { status, body: { success: false, error } }
}

export function notJsonBody(): Reply {
  return fail(400, 'Invalid request: the body is not JSON')
}

export function answer(reply: Reply): Outcome {
  return { reply }
}

/** zod's English messages, which zod/mini leaves out of the site: a client reads why its body was refused. */
const inEnglish = { error: en().localeError }

/** Parses a request body; a bad body becomes a 400 naming the first offending fields. */
export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): { ok: true; value: z.output<S> } | { ok: false; reply: Reply } {
  const result = schema.safeParse(body, inEnglish)
  if (result.success) return { ok: true, value: result.data }
  const detail = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ')
  return { ok: false, reply: fail(400, `Invalid request: ${detail}`) }
}
