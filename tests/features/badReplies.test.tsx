/**
 * Issue 15 §5, rendered: replies generated from the schemas and broken (tests/fuzz/replyArbitraries.ts) answer the
 * page's call; the page ends showing either its content or its error, whole, never a crash and never the reply's text
 * as markup. Fewer runs than the api + machine property (tests/api/badReplies.test.ts): each is a whole Mantine page.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import * as fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { afterAll, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { endpoints } from '../../src/api/endpoints'
import { PoojaOrdersPage } from '../../src/features/account/PoojaOrdersPage'
import { ProfilePage } from '../../src/features/account/ProfilePage'
import { ChadavaListPage } from '../../src/features/chadava/ChadavaListPage'
import { PujaListPage } from '../../src/features/puja/PujaListPage'
import { anyReply } from '../fuzz/replyArbitraries'
import { renderPage } from '../render'
import { DEMO_USER, renderWithAuth } from './signIn/authTestKit'

/** Runs per page (FUZZ_RENDER_RUNS raises it): a page render in jsdom takes 60–350 ms on this 2-core machine. */
const RENDER_RUNS = Math.max(40, Number(process.env.FUZZ_RENDER_RUNS ?? 0))

/**
 * What would be there if a reply's text had been parsed as HTML. (An image whose URL the reply gave, even "x", is the
 * page's own image: the payload `<img src=x onerror=…>` is caught by its handler.)
 */
const INJECTED =
  'script, iframe, object, embed, [onerror], [onload], [data-injected], a[href^="javascript:" i]'

const counts: Record<string, { runs: number; content: number; error: number }> = {}
afterAll(() => {
  console.info(
    `Bad-reply property runs (rendered): ${Object.entries(counts)
      .map(([name, c]) => `${name} ${c.runs} (${c.content} content, ${c.error} error)`)
      .join('; ')}`,
  )
})

/** The page settled: its error (with a message) or its content is on screen, and nothing is still loading. */
async function settledOn(page: PageCase): Promise<'content' | 'error'> {
  return waitFor(() => {
    if (page.error()?.textContent?.trim()) return 'error' as const
    if (page.content()) return 'content' as const
    throw new Error('the page shows neither its content nor its error yet')
  })
}

function expectNothingInjected() {
  expect(document.body.querySelectorAll(INJECTED)).toHaveLength(0)
  expect(screen.queryByText(/^Loading/)).toBeNull()
  // An empty image address would make the browser fetch the page itself again: the stock picture stands in.
  expect(document.body.querySelectorAll('img[src=""], img:not([src])')).toHaveLength(0)
}

interface PageCase {
  name: string
  path: string
  reply: Parameters<typeof anyReply>[0]
  render: () => void
  content: () => HTMLElement | null
  /** The error the page shows, with its message. */
  error: () => HTMLElement | null
}

const alert = () => screen.queryByRole('alert')
/** SPEC §8 on a catalogue page: 'Error Loading Services', the message, Try Again. */
const catalogueError = () =>
  (screen.queryByRole('button', { name: 'Try Again' }) &&
    screen.queryByRole('heading', { name: 'Error Loading Services' })?.parentElement) ||
  null

const pages: PageCase[] = [
  {
    name: 'pujas',
    path: '*/api/pooja',
    reply: endpoints.pujas.reply,
    render: () => renderPage(<PujaListPage />, { route: '/virtual-puja' }),
    content: () =>
      screen.queryAllByText(/^(\d+ Pujas? Available|No puja services are available right now\..*)$/)[0] ??
      null,
    error: catalogueError,
  },
  {
    name: 'chadavas',
    path: '*/api/chadava',
    reply: endpoints.chadavas.reply,
    render: () => renderPage(<ChadavaListPage />, { route: '/chadava' }),
    content: () =>
      screen.queryAllByText(/^(\d+ Services?|No chadava services are available right now\..*)$/)[0] ?? null,
    error: catalogueError,
  },
  {
    name: 'poojaOrderList',
    path: '*/api/pooja-orders/user/:uid',
    reply: endpoints.poojaOrderList.reply,
    render: () => renderWithAuth(<PoojaOrdersPage />, { route: '/pooja-orders', signedInAs: DEMO_USER }),
    content: () => screen.queryAllByText(/^(\d+ Order\(s\) Found|No Orders Found)$/)[0] ?? null,
    error: alert,
  },
  {
    name: 'profileGet',
    path: '*/api/user-profile/:uid',
    reply: endpoints.profileGet.reply,
    render: () => renderWithAuth(<ProfilePage />, { route: '/profile', signedInAs: DEMO_USER }),
    content: () => screen.queryByRole('button', { name: 'Edit' }),
    error: alert,
  },
]

describe('a page fed any reply, valid or broken, shows its content or its error, whole, and no markup from the reply', () => {
  for (const page of pages) {
    it(`${page.name}`, async () => {
      counts[page.name] = { runs: 0, content: 0, error: 0 }
      await fc.assert(
        fc.asyncProperty(anyReply(page.reply), async (reply) => {
          server.use(http.get(page.path, () => HttpResponse.json(reply as never)))
          try {
            page.render()
            const outcome = await settledOn(page)
            expectNothingInjected()
            counts[page.name]!.runs += 1
            counts[page.name]![outcome] += 1
          } finally {
            cleanup()
            server.resetHandlers()
            localStorage.clear()
          }
        }),
        { numRuns: RENDER_RUNS },
      )
    }, 600_000)
  }
})
