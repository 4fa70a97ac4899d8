import { Box } from '@mantine/core'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageLoader } from '../components/PageLoader'
import { Footer } from './Footer'
import { Header } from './Header'

/** Header and footer around every page; the page scrolls to the top on every route change (SPEC §2). */
export function Layout() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  )
}
