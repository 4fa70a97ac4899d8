/** Every route of SPEC §2, each page loaded lazily. */
import { Navigate, type RouteObject } from 'react-router'
import { Layout } from './Layout'

type PageModule = Record<string, React.ComponentType>

/** A lazily loaded page; every page but home also brings the full Mantine styles (home's are in the shell). */
function page(
  load: () => Promise<PageModule>,
  name: string,
  styles: 'shell' | 'full' = 'full',
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([
      load(),
      styles === 'full' ? import('../components/fullStyles') : undefined,
    ])
    return { Component: module[name] }
  }
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, lazy: page(() => import('../features/home/HomePage'), 'HomePage', 'shell') },
      { path: 'virtual-puja', lazy: page(() => import('../features/puja/PujaListPage'), 'PujaListPage') },
      {
        path: 'virtual-puja/:pujaId',
        lazy: page(() => import('../features/puja/PujaDetailPage'), 'PujaDetailPage'),
      },
      { path: 'chadava', lazy: page(() => import('../features/chadava/ChadavaListPage'), 'ChadavaListPage') },
      {
        path: 'chadava/:chadavaId',
        lazy: page(() => import('../features/chadava/ChadavaDetailPage'), 'ChadavaDetailPage'),
      },
      { path: 'horoscope', lazy: page(() => import('../features/horoscope/HoroscopePage'), 'HoroscopePage') },
      { path: 'donation', element: <Navigate to="/" replace /> },
      { path: 'payment', lazy: page(() => import('../features/payment/PaymentPage'), 'PaymentPage') },
      {
        path: 'payment/success',
        lazy: page(() => import('../features/payment/PaymentStatusPage'), 'PaymentStatusPage'),
      },
      {
        path: 'mock-gateway',
        lazy: page(() => import('../features/payment/MockGatewayPage'), 'MockGatewayPage'),
      },
      { path: 'profile', lazy: page(() => import('../features/account/ProfilePage'), 'ProfilePage') },
      {
        path: 'pooja-orders',
        lazy: page(() => import('../features/account/PoojaOrdersPage'), 'PoojaOrdersPage'),
      },
      {
        path: 'pooja-orders/:orderId',
        lazy: page(() => import('../features/account/PoojaOrderPage'), 'PoojaOrderPage'),
      },
      {
        path: 'chadava-orders',
        lazy: page(() => import('../features/account/ChadavaOrdersPage'), 'ChadavaOrdersPage'),
      },
      {
        path: 'chadava-orders/:orderId',
        lazy: page(() => import('../features/account/ChadavaOrderPage'), 'ChadavaOrderPage'),
      },
      { path: 'blog', lazy: page(() => import('../features/blog/BlogPage'), 'BlogPage') },
      { path: 'blog/:id', lazy: page(() => import('../features/blog/ArticlePage'), 'ArticlePage') },
      { path: 'about', lazy: page(() => import('../features/about/AboutPage'), 'AboutPage') },
      { path: 'contact', lazy: page(() => import('../features/contact/ContactPage'), 'ContactPage') },
      {
        path: 'privacy-policy',
        lazy: page(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
      },
      {
        path: 'terms-conditions',
        lazy: page(() => import('../features/legal/TermsConditionsPage'), 'TermsConditionsPage'),
      },
      { path: '*', lazy: page(() => import('../features/notFound/NotFoundPage'), 'NotFoundPage') },
    ],
  },
]
