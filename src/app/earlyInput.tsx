/**
 * What the visitor did on the prerendered page before the app started: its inline script
 * (scripts/prerender/earlyInputScript.ts) kept the fields typed into and the last button tapped; the app takes them
 * just before hydrating, and repeats them once the page is alive.
 */
import { useEffect } from 'react'

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface EarlyInput {
  tapped: Element | null
  typed: { field: TypedField; value: string }[]
}

declare global {
  interface Window {
    sankalpEarlyInput?: () => EarlyInput
  }
}

let kept: EarlyInput | null = null

/** Stops holding input (React handles it from here on) and keeps what was done for `RepeatEarlyInput`. */
export function takeEarlyInput(): void {
  kept = window.sankalpEarlyInput?.() ?? null
}

/**
 * Types a value into a field as the visitor would, so the form's state takes it: hydration left the visitor's text on
 * screen while React holds the field's empty value. Emptied first through the field (React's change tracking learns
 * that), the text goes back through the element's own setter, which the tracking does not see, then the event React
 * listens to reports a change.
 */
function typeInto(field: TypedField, value: string): void {
  field.value = ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * Types the kept values again, then taps the kept button, once, wherever they are still on the page (a page rendered
 * afresh has replaced them). Rendered inside the page's Suspense boundary: its effect runs once the page, the last
 * part to hydrate, is alive.
 */
export function RepeatEarlyInput() {
  useEffect(() => {
    const input = kept
    kept = null
    if (!input) return
    for (const { field, value } of input.typed) if (field.isConnected) typeInto(field, value)
    const { tapped } = input
    // Tapped in a task of its own: React has rendered what was typed by then, so the tap acts on those values.
    if (tapped instanceof HTMLElement) setTimeout(() => tapped.isConnected && tapped.click())
  }, [])
  return null
}
