import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { withTranslations } from '../content/catalog'
import { reloadPage, siteAnswers } from '../lib/pageReload'
import { onFirstUse } from './onFirstUse'

/** How long a dialog takes to give focus back after closing (Mantine's own delay), before this steps in. */
const FOCUS_RETURN_MS = 10

/**
 * Gives focus back to what had it when the dialog first opened. A dialog that mounts already open (its code loaded
 * by that opening) never saw focus leave its opener, so it cannot return it; later openings it sees itself. The focus
 * is moved if nothing holds it, or if this dialog still does (a Modal fades out for 200 ms with the focus in it, and
 * leaves it to the page's body when it goes), never from another dialog that has taken it.
 */
function useFocusReturnAfterFirstOpening(opened: boolean): void {
  const opener = useRef<Element | null | undefined>(undefined)
  /** This dialog's element: the first dialog the focus entered after the first opening. */
  const dialog = useRef<Element | null>(null)
  useEffect(() => {
    if (opened) {
      if (opener.current === undefined) opener.current = document.activeElement
      if (opener.current === null || dialog.current) return
      const findDialog = (event: FocusEvent) => {
        if (event.target instanceof Element) dialog.current = event.target.closest('[role="dialog"]')
        if (dialog.current) document.removeEventListener('focusin', findDialog)
      }
      document.addEventListener('focusin', findDialog)
      return () => document.removeEventListener('focusin', findDialog)
    }
    const target = opener.current
    if (!(target instanceof HTMLElement)) return
    opener.current = null
    const own = dialog.current
    const timeout = window.setTimeout(() => {
      const focused = document.activeElement
      if (focused === null || focused === document.body || own?.contains(focused))
        target.focus({ preventScroll: true })
    }, FOCUS_RETURN_MS)
    return () => window.clearTimeout(timeout)
  }, [opened])
}

/**
 * Try Again of the dialog whose code did not arrive, if one did not. The shell shows the notice
 * (`DialogLoadFailureNotice`), so that what a lazy dialog imports stays as small as it is.
 */
let failedDialogRetry: (() => void) | null = null
const failureListeners = new Set<() => void>()

function setFailedDialogRetry(retry: (() => void) | null): void {
  failedDialogRetry = retry
  for (const listener of failureListeners) listener()
}

export function useDialogLoadFailure(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
    () => failedDialogRetry,
    () => null,
  )
}

/**
 * A dialog whose code, styles and texts are not part of its page's first load (issue 12): they load when it first
 * opens or, with `preloadOnFirstUse`, once the visitor first uses the page (a touch, a key, a scroll), so that a dialog
 * the page is for (a booking) is usually in before it is asked for. Until it opens and its code is in it renders
 * nothing, or the `placeholder` that keeps its place; once loaded it stays mounted, so it closes and opens again as
 * any dialog does. If its code does not arrive (a dropped connection), a notice says so with Try Again, and the page
 * under it loses nothing. If Try Again does not bring it either, and neither does a last try while the site answers,
 * the code is gone (a release of the site since the page was opened): the page is loaded afresh, with the release's
 * code. The only call here beyond the code itself is that question to the site (`src/lib/pageReload.ts`).
 */
export function lazyUntilOpened<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpened: (props: Props) => boolean,
  {
    preloadOnFirstUse = false,
    placeholder = null,
  }: { preloadOnFirstUse?: boolean; placeholder?: ReactNode } = {},
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined
  /** One load at a time; one that failed is tried again by the next ask. */
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  function LazyDialog(props: Props) {
    const opened = isOpened(props)
    const [requested, setRequested] = useState(opened)
    if (opened && !requested) setRequested(true)
    const [Dialog, setDialog] = useState(() => loaded)
    const [failed, setFailed] = useState(false)
    const retried = useRef(false)
    useFocusReturnAfterFirstOpening(opened)
    useEffect(() => {
      if (requested || !preloadOnFirstUse) return
      return onFirstUse(() => void loadOnce().catch(() => {}))
    }, [requested])
    useEffect(() => {
      if (!requested || Dialog || failed) return
      let current = true
      const show = (component: ComponentType<Props>) => {
        loaded = component
        if (current) setDialog(() => component)
      }
      const loadWithTexts = () => withTranslations(loadOnce())
      loadWithTexts().then(show, async () => {
        // Try Again did not bring the code either. While the site answers, one last try tells a connection that came
        // back (the code arrives) from code that is gone with a new release: only a fresh load of the page brings it.
        if (retried.current && current && (await siteAnswers()) && current) {
          const component = await loadWithTexts().catch(() => null)
          if (component) return show(component)
          if (current) reloadPage()
        }
        if (current) setFailed(true)
      })
      return () => {
        current = false
      }
    }, [requested, Dialog, failed])
    useEffect(() => {
      if (!failed) return
      const retry = () => {
        retried.current = true
        setFailed(false)
      }
      setFailedDialogRetry(retry)
      return () => {
        if (failedDialogRetry === retry) setFailedDialogRetry(null)
      }
    }, [failed])
    return Dialog ? <Dialog {...props} /> : placeholder
  }
  return LazyDialog
}
