import { Box } from '@mantine/core'
import { Suspense, useEffect, useRef, type RefObject } from 'react'
import { Outlet, useLocation } from 'react-router'
import { DialogLoadFailureNotice } from '../components/DialogLoadFailure'
import { DialogTitleBarExtras } from '../components/dialogTitleBar'
import { PageLoader } from '../components/PageLoader'
import { headerMessages } from '../content/messages/app'
import { unprefixedPath } from '../lib/language'
import { RepeatEarlyInput } from './earlyInput'
import { Footer } from './Footer'
import classes from './Layout.module.css'
import { Header } from './Header'
import { LanguageSwitch } from './LanguageSwitch'
import { PageFailureBoundary } from './PageFailure'
import { focusPageStart, giveLostFocusToPage } from './pageFocus'

/**
 * Scrolls to the top when another page is shown (SPEC §2), and gives it the focus if the focus went with the page
 * before (`giveLostFocusToPage`); never when the app starts: on a prerendered page the visitor may have scrolled before
 * it came alive, and may be tapping what is under their finger. A switch of language is not a change of page: the
 * same page, in the other language, stays where the visitor was reading.
 */
function useNewPageInView(page: string, main: RefObject<HTMLElement | null>): void {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    window.scrollTo(0, 0)
    if (main.current) return giveLostFocusToPage(main.current)
  }, [page, main])
}

/**
 * The first link of every page, out of sight until a keyboard reaches it: past the header's links to the page. Before
 * the app starts it is a plain link to `#main`; once alive it gives the page's heading the focus (`focusPageStart`).
 */
function SkipToContent({ main }: { main: RefObject<HTMLElement | null> }) {
  return (
    <a
      href="#main"
      className={classes.skipLink}
      onClick={(event) => {
        if (!main.current) return
        event.preventDefault()
        focusPageStart(main.current)
      }}
    >
      {headerMessages.skipToContent}
    </a>
  )
}

/** The language switch of every dialog's title bar: one element, so an open dialog renders again only when it must. */
const dialogLanguageSwitch = <LanguageSwitch />

/**
 * Header and footer around every page; the page scrolls to the top on every change of page (and takes the focus if the
 * control that had it went). The page takes at least the rest of the screen, so the footer starts at the bottom of the
 * first screen: a page that grows as its content arrives (the app shell's loader, then an order list or a puja's page)
 * never pushes down a footer in view. What the visitor did on the prerendered page (or the app shell) before the app
 * started is done again once the page is alive (`RepeatEarlyInput`). A page that fails shows the failure's message in
 * its place, until the visitor goes to another page. `marksPage: false`: the app shell's layout, which stands for
 * whatever page is coming, so the navigation marks none. Every dialog's title bar has the language switch.
 */
export function Layout({ marksPage = true }: { marksPage?: boolean }) {
  const page = unprefixedPath(useLocation().pathname)
  const main = useRef<HTMLElement>(null)
  useNewPageInView(page, main)
  return (
    <DialogTitleBarExtras value={dialogLanguageSwitch}>
      <SkipToContent main={main} />
      <Header marksPage={marksPage} />
      <Box component="main" id="main" ref={main} className={classes.page}>
        <Suspense fallback={<PageLoader />}>
          <PageFailureBoundary page={page}>
            <Outlet />
            <RepeatEarlyInput />
          </PageFailureBoundary>
        </Suspense>
      </Box>
      <Footer />
      <DialogLoadFailureNotice />
    </DialogTitleBarExtras>
  )
}
