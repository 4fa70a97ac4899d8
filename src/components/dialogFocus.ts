/**
 * Keyboard focus in dialogs whose content goes step by step, and in dialogs mounted already open. Mantine's Modal
 * traps focus and puts it in the dialog when it opens; these cover what it does not.
 */
import { useEffect, useRef } from 'react'
import { firstControlIn } from './focusableControls'
import { focusSlotControl, focusSlotOf } from './FocusSlot'

/**
 * Keeps keyboard focus in a dialog whose content changes under it. When a step replaces the one before (Send OTP,
 * Verify, Proceed) or a button is disabled while the flow works, the control that had focus goes and focus falls to
 * the page body: what a keyboard user types next goes nowhere. After each render this puts lost focus on the
 * dialog's `[data-autofocus]` element, else its first control, else the container itself (give it `tabIndex={-1}`).
 * Focus that is still somewhere is left alone, and so is a dialog that is closing (`opened` false). Attach the ref to
 * the element that holds the changing content.
 */
export function useRefocusWhenLost<T extends HTMLElement>(opened: boolean) {
  const container = useRef<T>(null)
  useEffect(() => {
    const holder = container.current
    const active = document.activeElement
    if (!opened || !holder || (active && active !== document.body)) return
    const target = holder.querySelector<HTMLElement>('[data-autofocus]') ?? firstControlIn(holder) ?? holder
    target.focus()
  })
  return container
}

/**
 * Gives focus back to the control that opened a dialog once it closes (Escape, its close button, or the flow). Mantine
 * does this only for a Modal that was mounted closed; a dialog loaded on first use, or mounted anew for each attempt,
 * starts open and needs this. An opener the dialog replaced meanwhile (Sign In, once signed in) hands the focus to the
 * control now in its `FocusSlot`, or to the first to come there (the account menu, once its code is in).
 */
export function useReturnFocus(opened: boolean): void {
  const opener = useRef<{ element: HTMLElement; slot: HTMLElement | null } | null>(null)
  useEffect(() => {
    if (opened) {
      // Runs before the Modal moves focus into itself (it does so on the next tick).
      const element = document.activeElement
      opener.current = element instanceof HTMLElement ? { element, slot: focusSlotOf(element) } : null
      return
    }
    const returnTo = opener.current
    opener.current = null
    if (!returnTo) return
    const { element, slot } = returnTo
    if (element.isConnected) element.focus({ preventScroll: true })
    else if (slot?.isConnected) focusSlotControl(slot)
  }, [opened])
}
