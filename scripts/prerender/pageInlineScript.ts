import { createHash } from 'node:crypto'
import { EARLY_INPUT_SCRIPT } from './earlyInputScript.ts'
import { VISITOR_ZONE_SCRIPT } from './visitorZoneScript.ts'

/** A prerendered page's one inline script, at the top of its head: the visitor's zone, then early input. */
export const PAGE_INLINE_SCRIPT = `${VISITOR_ZONE_SCRIPT}\n${EARLY_INPUT_SCRIPT}`

/** The script's source for `script-src`: the Content-Security-Policy allows this inline script and no other. */
export const PAGE_INLINE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_INLINE_SCRIPT).digest('base64')}'`
