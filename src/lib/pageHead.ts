/**
 * What the page being shown says of itself in the document's head: its name (the title becomes "name — Sankalp") and,
 * for a page of one puja, chadava or article, its description. A page without one leaves the site's own. The tab and
 * the history list name the page; a prerendered page's link, shared on a chat, shows these in its preview.
 */
import { useEffect } from 'react'

export interface PageHead {
  name: string
  description?: string
}

let shown: PageHead | undefined
const listeners = new Set<() => void>()

function show(head: PageHead | undefined): void {
  shown = head
  for (const listener of listeners) listener()
}

/** The head of the page being shown, or undefined: the site's own. */
export function pageHead(): PageHead | undefined {
  return shown
}

/** Calls `listener` after every change of the page's head; returns the unsubscribe. */
export function subscribePageHead(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** At build time: the head the page just prerendered said, and a fresh start for the next. */
export function takePageHead(): PageHead | undefined {
  const head = shown
  shown = undefined
  return head
}

const headOf = (name: string | undefined, description: string | undefined): PageHead | undefined =>
  name === undefined ? undefined : { name, description }

/** The page says `name` (and `description`) while it is shown; undefined says nothing yet (still loading). */
export function usePageHead(name: string | undefined, description?: string): void {
  // At build time no effect runs: the head is kept as the page renders and read once it has (`takePageHead`).
  if (typeof window === 'undefined') show(headOf(name, description))
  useEffect(() => {
    const head = headOf(name, description)
    show(head)
    return () => {
      if (shown === head) show(undefined)
    }
  }, [name, description])
}
