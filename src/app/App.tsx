import './shellStyles'
import { unstable_HistoryRouter as HistoryRouter } from 'react-router'
import type { BrowserHistory } from './appRouter'
import { AppShell } from './AppShell'
import { SiteRoutes } from './routes'

/**
 * The site in the browser. A navigation is not a transition: the URL and the page shown change together, the page
 * loader standing in for a page whose code is on its way (a transition would keep the last page under the new URL).
 */
export function App({ history }: { history: BrowserHistory }) {
  return (
    <AppShell>
      <HistoryRouter history={history} useTransitions={false}>
        <SiteRoutes />
      </HistoryRouter>
    </AppShell>
  )
}
