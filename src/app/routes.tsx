/** Every route of SPEC §2, each page loaded lazily. */
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router'
import { withTranslations } from '../content/catalog'
import { useLanguage } from '../components/useLanguage'
import { localPath } from '../lib/language'
import { Layout } from './Layout'
import { PageFailure } from './PageFailure'

type PageModule = Record<string, React.ComponentType> & { loader?: LoaderFunction }

/**
 * Every page module, `src/features/<area>/<Name>Page.tsx` exporting `<Name>Page`, each its own chunk; a page whose
 * content loads apart (an article's text) exports the route `loader` that brings it in before the page shows.
 */
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx')

/**
 * What a page's route says of it: its module, for the prerender step to link its scripts and styles (the Mantine
 * styles a page uses beyond the shell's come with its module: see ARCHITECTURE.md).
 */
export interface PageHandle {
  module: string
}

/**
 * A page that renders again, in place, when the language changes: React Router hands the same page element down on
 * a navigation between `/x` and `/hi/x`, which React would not render again, though its texts changed.
 */
function inShownLanguage(Page: React.ComponentType): React.ComponentType {
  function PageInShownLanguage() {
    useLanguage()
    return <Page />
  }
  return PageInShownLanguage
}

/** A lazily loaded page, `<area>/<Name>Page`, with the translations of its texts into the language being shown. */
function page(module: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../features/${module}.tsx`]
  if (!load) throw new Error(`No page module src/features/${module}.tsx`)
  const name = module.slice(module.lastIndexOf('/') + 1)
  const handle: PageHandle = { module: `src/features/${module}.tsx` }
  return {
    handle,
    lazy: async () => {
      const { loader, [name]: Page } = await withTranslations(load())
      return { Component: inShownLanguage(Page), ...(loader && { loader }) }
    },
  }
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

export const routes: RouteObject[] = [
  {
    /** English paths are unprefixed; the same routes under `/hi` show the site in Hindi. */
    path: '/hi?',
    element: <Layout />,
    /** The header or footer failed: the message alone. */
    errorElement: <PageFailure />,
    /** A page failed: the message in its place, inside the header and footer. */
    children: [{ errorElement: <PageFailure />, children: pageRoutes }],
  },
]
