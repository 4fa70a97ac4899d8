/** The error reply every endpoint may send. */
import { z } from 'zod/mini'
import { filledString } from './primitives'

/** Every error reply (4xx, 5xx): `success: false` and a message a person can read. */
export const errorReplySchema = z.looseObject({ success: z.literal(false), error: filledString() })
