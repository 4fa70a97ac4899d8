/** The page's heading once it is shown: a page that is loading shows none, and the page before is hidden. */
function shownHeadingIn(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.checkVisibility?.() ?? true)
}

/** Focuses what is not a control, out of the tab order again once the focus moves on; brought into view if asked. */
function focusForNow(element: HTMLElement, { scroll = false } = {}): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1')
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true })
  }
  element.focus({ preventScroll: !scroll })
}

/**
 * The skip link's move past the header's links: the page's heading takes the focus, brought into view, or the page
 * itself while it shows none, so the next Tab goes on inside the page and a screen reader says where it landed.
 */
export function focusPageStart(main: HTMLElement): void {
  focusForNow(shownHeadingIn(main) ?? main, { scroll: true })
}

/** Whether `control` is gone with the page before: removed, hidden, or in a dialog opened on it that is closing. */
function isGoing(control: Element): boolean {
  return (
    !control.isConnected || !(control.checkVisibility?.() ?? true) || !!control.closest('[role="dialog"]')
  )
}

/**
 * Gives the focus to a page just shown when the control that had it goes with the page before (a link or a button
 * on it or in its dialog: Book This Puja, Continue to Payment, Pay, a link in the phone's menu, which closes): the
 * browser would put it on the body, so a keyboard user would go on from the top of the site and a screen reader would
 * say nothing of the new page. The new page's heading takes it as soon as it is shown (the page before stays, hidden,
 * while the new one loads), and leaves the tab order again once the focus moves on. A focus on a control still shown
 * (a link of the header's navigation) stays where it is, and so does one the visitor puts elsewhere, or a click,
 * before the heading is shown. Returns what stops waiting for the heading.
 */
export function giveLostFocusToPage(main: HTMLElement): () => void {
  const before = document.activeElement
  const stillLost = () => {
    const focused = document.activeElement
    return !focused || focused === document.body || (focused === before && isGoing(focused))
  }
  const observer = new MutationObserver(() => tryNow())
  const stop = () => {
    observer.disconnect()
    document.removeEventListener('focusin', stopUnlessLost)
    document.removeEventListener('pointerdown', stop)
  }
  const stopUnlessLost = () => {
    if (document.activeElement !== before) stop()
  }
  const tryNow = () => {
    const heading = shownHeadingIn(main)
    if (!heading) return
    stop()
    if (stillLost()) focusForNow(heading)
  }
  observer.observe(main, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  })
  document.addEventListener('focusin', stopUnlessLost)
  document.addEventListener('pointerdown', stop)
  tryNow()
  return stop
}
