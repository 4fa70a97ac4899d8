/**
 * What the visitor did on the prerendered page before the app started: its inline script
 * (scripts/prerender/earlyInputScript.ts) kept the fields typed into and the last button tapped; the app takes them
 * just before hydrating (or, in the app shell, which the page replaces, once the page is there), and repeats them once
 * the page is alive.
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
 * The button on the page now that stands for one tapped before: the same element once hydrated; in a page rendered
 * afresh in place of the app shell, the one button named as it was (the header's menu button), if there is one.
 */
function counterpartOf(tapped: Element): HTMLElement | null {
  if (tapped.isConnected) return tapped instanceof HTMLElement ? tapped : null
  const name = tapped.getAttribute('aria-label')
  if (!name) return null
  const named = [...document.querySelectorAll('button[aria-label]')].filter(
    (button) => button.getAttribute('aria-label') === name,
  )
  return named.length === 1 && named[0] instanceof HTMLElement ? named[0] : null
}

/**
 * Types the kept values again, then taps the kept button, once, wherever they are still on the page. Rendered inside
 * the page's Suspense boundary: its effect runs once the page, the last part to hydrate or render, is alive. A page
 * rendered afresh takes what was done only now, since the app shell it replaced took input until then.
 */
export function RepeatEarlyInput() {
  useEffect(() => {
    if (!kept) takeEarlyInput()
    const input = kept
    kept = null
    if (!input) return
    for (const { field, value } of input.typed) if (field.isConnected) typeInto(field, value)
    const button = input.tapped && counterpartOf(input.tapped)
    // Tapped in a task of its own: React has rendered what was typed by then, so the tap acts on those values.
    if (button) setTimeout(() => button.isConnected && button.click())
  }, [])
  return null
}
