/** Every route of SPEC §2, each page loaded lazily. */
import { use, type ComponentType } from 'react'
import { Navigate, useRoutes, type Params, type RouteObject } from 'react-router'
import { withTranslations } from '../content/catalog'
import { useLanguage } from '../components/useLanguage'
import { LANGUAGES, localPath, pathIn } from '../lib/language'
import { trackedForUse } from '../lib/trackedForUse'
import { PageLoader } from '../components/PageLoader'
import { Layout } from './Layout'
import { PageFailureBoundary } from './PageFailure'

/** What a page asks for ahead of its first render, from the route's params: a list, an article's text. */
type Preload = (params: Params) => unknown
type PageModule = Record<string, ComponentType> & { preload?: Preload }

/**
 * Every page module, `src/features/<area>/<Name>Page.tsx` exporting `<Name>Page`, each its own chunk; a page whose
 * content loads apart (a list, an article's text) exports `preload`, which asks for it before the page first shows.
 */
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx')

/**
 * What a page's route says of it: its module, for the prerender step to link its scripts and styles (the Mantine
 * styles a page uses beyond the shell's come with its module: see ARCHITECTURE.md), and `prepare`, which loads the
 * module and runs its `preload`, so that the page renders at once (as painted, when it was prerendered).
 */
export interface PageHandle {
  module: string
  prepare: (params: Params) => Promise<void>
}

/**
 * A lazily loaded page, `<area>/<Name>Page`, with the translations of its texts into the language being shown. Its
 * element suspends until the module is in (the layout shows the page loader meanwhile), then renders the page, and
 * renders it again when the language changes: the routes hand the same page element down on a navigation between
 * `/x` and `/hi/x`, which React would not render again, though its texts changed.
 */
function page(module: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = pageModules[`../features/${module}.tsx`]
  if (!load) throw new Error(`No page module src/features/${module}.tsx`)
  const name = module.slice(module.lastIndexOf('/') + 1)
  let loading: Promise<{ Page: ComponentType; preload?: Preload }> | undefined
  const loadPage = () =>
    (loading ??= trackedForUse(
      withTranslations(load()).then(({ preload, [name]: Page }) => {
        if (!Page) throw new Error(`src/features/${module}.tsx exports no ${name}`)
        return { Page, preload }
      }),
    ))
  function LazyPage() {
    useLanguage()
    const { Page } = use(loadPage())
    return <Page />
  }
  const handle: PageHandle = {
    module: `src/features/${module}.tsx`,
    prepare: async (params) => {
      const { preload } = await loadPage()
      await preload?.(params)
    },
  }
  return { handle, element: <LazyPage /> }
}

/** A redirect to a site path in the language being shown. */
function LocalRedirect({ to }: { to: string }) {
  return <Navigate to={localPath(to)} replace />
}

/** What a prerendered not-found page says it was rendered for: any path no other route takes. */
export const NOT_FOUND_PATH = '*'

/** The pages, each at its path (relative to the language's prefix). */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page('home/HomePage') },
  { path: 'virtual-puja', ...page('puja/PujaListPage') },
  { path: 'virtual-puja/:pujaId', ...page('puja/PujaDetailPage') },
  { path: 'chadava', ...page('chadava/ChadavaListPage') },
  { path: 'chadava/:chadavaId', ...page('chadava/ChadavaDetailPage') },
  { path: 'horoscope', ...page('horoscope/HoroscopePage') },
  { path: 'donation', element: <LocalRedirect to="/" /> },
  { path: 'payment', ...page('payment/PaymentPage') },
  { path: 'payment/success', ...page('payment/PaymentStatusPage') },
  { path: 'mock-gateway', ...page('payment/MockGatewayPage') },
  { path: 'profile', ...page('account/ProfilePage') },
  { path: 'pooja-orders', ...page('account/PoojaOrdersPage') },
  { path: 'pooja-orders/:orderId', ...page('account/PoojaOrderPage') },
  { path: 'chadava-orders', ...page('account/ChadavaOrdersPage') },
  { path: 'chadava-orders/:orderId', ...page('account/ChadavaOrderPage') },
  { path: 'blog', ...page('blog/BlogPage') },
  { path: 'blog/:id', ...page('blog/ArticlePage') },
  { path: 'about', ...page('about/AboutPage') },
  { path: 'contact', ...page('contact/ContactPage') },
  { path: 'privacy-policy', ...page('legal/PrivacyPolicyPage') },
  { path: 'terms-conditions', ...page('legal/TermsConditionsPage') },
  { path: NOT_FOUND_PATH, ...page('notFound/NotFoundPage') },
]

/**
 * The root of each language's pages: `/` for English, whose paths are unprefixed, and the language's prefix for
 * another (`/hi`). The same pages answer under each; React keeps the layout's state on a switch between them.
 */
const languageRoots = LANGUAGES.map((language) => pathIn(language, '/'))

export const routes: RouteObject[] = languageRoots.map((path) => ({
  path,
  element: <Layout />,
  children: pageRoutes,
}))

/**
 * Any page loading, in the header and footer, marking no page in the navigation: what the app shell paints for a page
 * that is not prerendered.
 */
const loadingPageRoutes: RouteObject[] = languageRoots.map((path) => ({
  path,
  element: <Layout marksPage={false} />,
  children: [{ index: true, element: <PageLoader /> }],
}))

/**
 * What the app shell's root says it was rendered for (`data-prerendered`), which no location is: the app renders the
 * page afresh in its place.
 */
export const APP_SHELL = 'app-shell'

/**
 * The site at the router's location, or (`loading`) any page's header and footer around the page loader; a failure of
 * the header or footer shows the failure's message alone.
 */
export function SiteRoutes({ loading = false }: { loading?: boolean }) {
  return <PageFailureBoundary>{useRoutes(loading ? loadingPageRoutes : routes)}</PageFailureBoundary>
}
