import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { withTranslations } from '../content/catalog'
import { onFirstUse } from './onFirstUse'

/** How long a dialog takes to give focus back after closing (Mantine's own delay), before this steps in. */
const FOCUS_RETURN_MS = 10

/**
 * Gives focus back to what had it when the dialog first opened. A dialog that mounts already open (its code loaded
 * by that opening) never saw focus leave its opener, so it cannot return it; later openings it sees itself.
 */
function useFocusReturnAfterFirstOpening(opened: boolean): void {
  const opener = useRef<Element | null | undefined>(undefined)
  useEffect(() => {
    if (opened) {
      if (opener.current === undefined) opener.current = document.activeElement
      return
    }
    const target = opener.current
    if (!(target instanceof HTMLElement)) return
    opener.current = null
    const timeout = window.setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null)
        target.focus({ preventScroll: true })
    }, FOCUS_RETURN_MS)
    return () => window.clearTimeout(timeout)
  }, [opened])
}

/**
 * A dialog whose code, styles and texts are not part of its page's first load (issue 12): they load when it first
 * opens or, with `preloadOnFirstUse`, once the visitor first uses the page (a touch, a key, a scroll), so that a dialog
 * the page is for (a booking) is usually in before it is asked for. Until it opens it renders nothing; once loaded it
 * stays mounted, so it closes and opens again as any dialog does.
 */
export function lazyUntilOpened<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpened: (props: Props) => boolean,
  { preloadOnFirstUse = false } = {},
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  /** One load at a time; one that failed (a dropped connection) is tried again by the next ask. */
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const Dialog = lazy(() => withTranslations(loadOnce()).then((component) => ({ default: component })))
  function LazyDialog(props: Props) {
    const opened = isOpened(props)
    const [requested, setRequested] = useState(opened)
    if (opened && !requested) setRequested(true)
    useFocusReturnAfterFirstOpening(opened)
    useEffect(() => {
      if (requested || !preloadOnFirstUse) return
      return onFirstUse(() => void loadOnce().catch(() => {}))
    }, [requested])
    if (!requested) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
  return LazyDialog
}
