import { Box } from '@mantine/core'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { DialogLoadFailureNotice } from '../components/DialogLoadFailure'
import { PageLoader } from '../components/PageLoader'
import { unprefixedPath } from '../lib/language'
import { RepeatEarlyInput } from './earlyInput'
import { Footer } from './Footer'
import { Header } from './Header'
import { PageFailureBoundary } from './PageFailure'

/**
 * Header and footer around every page; the page scrolls to the top on every route change (SPEC §2). A switch of
 * language is not one: the same page, in the other language, stays where the visitor was reading. What the visitor
 * did on the prerendered page before the app started is done again once the page is alive (`RepeatEarlyInput`). A page
 * that fails shows the failure's message in its place, until the visitor goes to another page.
 */
export function Layout() {
  const page = unprefixedPath(useLocation().pathname)
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [page])
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <PageFailureBoundary page={page}>
            <Outlet />
            <RepeatEarlyInput />
          </PageFailureBoundary>
        </Suspense>
      </Box>
      <Footer />
      <DialogLoadFailureNotice />
    </Box>
  )
}
