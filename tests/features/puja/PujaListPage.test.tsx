import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { PujaListPage } from '../../../src/features/puja/PujaListPage'
import { emojiIn } from '../../../src/testing/emoji'
import { pastPuja, todayPuja, upcomingPuja } from '../../../src/testing/fixtures/catalogue'
import {
  failingHandler,
  pendingHandler,
  pujaListHandler,
  unsuccessfulHandler,
} from '../../../src/testing/fixtures/catalogueHandlers'
import { renderPage } from '../../render'

function renderList() {
  return renderPage(<PujaListPage />, { route: '/virtual-puja' })
}

describe('Puja list', () => {
  it('shows the loading text while the pujas load', async () => {
    server.use(pendingHandler('/api/pooja'))
    renderList()
    expect(await screen.findByText('Loading sacred puja services...')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book This Puja' })).not.toBeInTheDocument()
  })

  it('shows a card per puja with the hero figures, its date and place marked by icons, never by emoji', async () => {
    server.use(pujaListHandler())
    const { container } = renderList()
    expect(await screen.findByText('4 Pujas Available')).toBeInTheDocument()
    expect(screen.getByText('50+ Expert Priests')).toBeInTheDocument()
    expect(screen.getByText(/4\.9 ★/)).toBeInTheDocument()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(4)
    const first = within(screen.getByRole('article', { name: upcomingPuja.title }))
    expect(first.getByText(upcomingPuja.tag)).toBeInTheDocument()
    expect(first.getByText(upcomingPuja.location)).toBeInTheDocument()
    expect(first.getByRole('img', { name: upcomingPuja.title })).toHaveAttribute(
      'src',
      upcomingPuja.imageUrls[0],
    )
    expect(first.getByRole('button', { name: 'Book This Puja' })).toHaveAttribute(
      'href',
      '/virtual-puja/puja-upcoming',
    )
    expect(
      screen.getByRole('article', { name: upcomingPuja.title }).querySelectorAll('p svg[aria-hidden="true"]'),
    ).toHaveLength(2)
    expect(emojiIn(container.textContent)).toEqual([])
  })

  it('shows every puja of the reply, each named by its own title, even two the server sent with one id', async () => {
    const errors = vi.spyOn(console, 'error')
    const twin = { ...todayPuja, _id: upcomingPuja._id, title: 'Ganga Aarti at Dashashwamedh Ghat' }
    server.use(pujaListHandler([upcomingPuja, twin]))
    renderList()
    expect(await screen.findByRole('article', { name: upcomingPuja.title })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: twin.title })).toBeInTheDocument()
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/)
    errors.mockRestore()
  })

  it('cuts descriptions at 120 characters', async () => {
    server.use(pujaListHandler())
    renderList()
    const card = within(await screen.findByRole('article', { name: upcomingPuja.title }))
    const cut = `${upcomingPuja.desc.slice(0, 120).trimEnd()}...`
    expect(upcomingPuja.desc.length).toBeGreaterThan(120)
    expect(card.getByText(cut)).toBeInTheDocument()
    expect(card.queryByText(upcomingPuja.desc)).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: todayPuja.title })).getByText(todayPuja.desc),
    ).toBeInTheDocument()
  })

  it('marks each puja Today, Upcoming or Available', async () => {
    server.use(pujaListHandler())
    renderList()
    expect(
      within(await screen.findByRole('article', { name: todayPuja.title })).getByText('Today'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: upcomingPuja.title })).getByText('Upcoming'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: pastPuja.title })).getByText('Available'),
    ).toBeInTheDocument()
  })

  it('shows the error with the message, and Try Again loads the list', async () => {
    server.use(failingHandler('/api/pooja'))
    const { user } = renderList()
    expect(await screen.findByRole('heading', { name: 'Error Loading Services' })).toBeInTheDocument()
    expect(screen.getByText('Failed to fetch puja services')).toBeInTheDocument()
    server.use(pujaListHandler())
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findAllByRole('button', { name: 'Book This Puja' })).toHaveLength(4)
    expect(screen.queryByText('Error Loading Services')).not.toBeInTheDocument()
  })

  it('Book This Puja is a button that opens the puja’s page, with Space as with Enter, and a link a new tab can open', async () => {
    server.use(pujaListHandler())
    const { user } = renderPage(<PujaListPage />, {
      route: '/virtual-puja',
      routes: [{ path: '/virtual-puja/:pujaId', element: <h1>The puja’s page</h1> }],
    })
    const [book] = await screen.findAllByRole('button', { name: 'Book This Puja' })
    expect(book).toHaveAttribute('href', `/virtual-puja/${upcomingPuja._id}`)
    book!.focus()
    await user.keyboard(' ')
    expect(await screen.findByRole('heading', { name: 'The puja’s page' })).toBeInTheDocument()
  })

  it('says the services failed to load when the reply is unsuccessful', async () => {
    server.use(unsuccessfulHandler('/api/pooja'))
    renderList()
    expect(await screen.findByText('Failed to load puja services')).toBeInTheDocument()
  })

  it('says so when there are no pujas', async () => {
    server.use(pujaListHandler([]))
    renderList()
    expect(await screen.findByText(/No puja services are available/)).toBeInTheDocument()
    expect(screen.getByText('0 Pujas Available')).toBeInTheDocument()
  })
})
