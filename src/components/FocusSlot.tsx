import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { firstControlIn } from './focusableControls'

const SLOT_ATTRIBUTE = 'data-focus-slot'

/** The `FocusSlot` that holds `element`, if any. */
export function focusSlotOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)
}

interface FocusSlotProps {
  /** What the slot shows: when it changes, the controls in the slot are replaced. */
  holds: unknown
  children: ReactNode
}

/**
 * Gives the focus to the first control in `slot`, or, while the slot has none (the account menu whose code is still
 * loading, in place of Sign In), to the first that comes, unless the visitor has put the focus or clicked elsewhere by
 * then. The page scrolls to it if it is out of sight (the form that replaced a profile's view is longer).
 */
export function focusSlotControl(slot: HTMLElement): void {
  const control = firstControlIn(slot)
  if (control) return control.focus()
  const observer = new MutationObserver(() => {
    const arrived = firstControlIn(slot)
    if (!arrived) return
    stop()
    arrived.focus()
  })
  const stop = () => {
    observer.disconnect()
    document.removeEventListener('focusin', stop)
    document.removeEventListener('pointerdown', stop)
  }
  observer.observe(slot, { childList: true, subtree: true })
  document.addEventListener('focusin', stop)
  document.addEventListener('pointerdown', stop)
}

/** Whether `node` is in `slot` or in a popup one of its controls has open (a menu's list, in a portal). */
function isWithin(slot: HTMLElement, node: Node): boolean {
  if (slot.contains(node)) return true
  const popupIds = [...slot.querySelectorAll('[aria-controls]')].map((control) =>
    control.getAttribute('aria-controls'),
  )
  return popupIds.some((id) => id !== null && !!document.getElementById(id)?.contains(node))
}

/**
 * A place whose controls are replaced by others as the page changes: Sign In by the account menu and back, the view of
 * a profile by its form and back. The control that had the focus goes, and the browser puts the focus on the page's
 * body: a keyboard user would go on from the top of the page, and a screen reader would say nothing. When what the
 * slot `holds` changes while the focus is in it or in a popup of its controls (Sign Out, in the account menu), and the
 * focus is no longer on a control of the slot, the slot's first control takes it (`focusSlotControl`). A click
 * elsewhere, or the focus going elsewhere, takes the focus out of the slot. Laid out as if its children were in its
 * place (`display: contents`).
 */
export function FocusSlot({ holds, children }: FocusSlotProps) {
  const slot = useRef<HTMLDivElement>(null)
  const hadFocus = useRef(false)
  useEffect(() => {
    const notice = (event: Event) => {
      const within = !!slot.current && event.target instanceof Node && isWithin(slot.current, event.target)
      if (event.type === 'focusin' || !within) hadFocus.current = within
    }
    document.addEventListener('focusin', notice)
    document.addEventListener('pointerdown', notice)
    return () => {
      document.removeEventListener('focusin', notice)
      document.removeEventListener('pointerdown', notice)
    }
  }, [])
  const shown = useRef(holds)
  useLayoutEffect(() => {
    if (Object.is(shown.current, holds)) return
    shown.current = holds
    const holder = slot.current
    const focused = document.activeElement
    if (!hadFocus.current || !holder || (focused !== null && holder.contains(focused))) return
    focusSlotControl(holder)
  })
  return (
    <div ref={slot} {...{ [SLOT_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  )
}
