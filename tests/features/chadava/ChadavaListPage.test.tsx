import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { STOCK_IMAGE } from '../../../src/components/catalogue/stockImage'
import { ChadavaListPage } from '../../../src/features/chadava/ChadavaListPage'
import { formatScheduleDate, formatScheduleTime } from '../../../src/components/catalogue/schedule'
import { emojiIn } from '../../../src/testing/emoji'
import { chadava, undatedChadava } from '../../../src/testing/fixtures/catalogue'
import {
  chadavaListHandler,
  failingHandler,
  pendingHandler,
  unsuccessfulHandler,
} from '../../../src/testing/fixtures/catalogueHandlers'
import { renderPage } from '../../render'

function renderList() {
  return renderPage(<ChadavaListPage />, { route: '/chadava' })
}

describe('Chadava list', () => {
  it('shows the loading text while the services load', async () => {
    server.use(pendingHandler('/api/chadava'))
    renderList()
    expect(await screen.findByText('Loading sacred offerings...')).toBeInTheDocument()
  })

  it('shows the hero figures and a card per service, its date and temple marked by icons, never by emoji', async () => {
    server.use(chadavaListHandler())
    const { container } = renderList()
    expect(await screen.findByText('2 Services')).toBeInTheDocument()
    expect(screen.getByText('24/7 Service Available')).toBeInTheDocument()
    expect(screen.getByText('100% Authentic Items')).toBeInTheDocument()
    const card = within(screen.getByRole('article', { name: chadava.name }))
    expect(card.getByText('Shakti Peeth')).toBeInTheDocument()
    expect(card.queryByText('Protection')).not.toBeInTheDocument()
    expect(card.getByText(chadava.templeName)).toBeInTheDocument()
    expect(card.getByText(`${chadava.description.slice(0, 120).trimEnd()}...`)).toBeInTheDocument()
    const chips = within(card.getByRole('list', { name: 'Benefits' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual(chadava.benefits)
    expect(card.getByRole('button', { name: 'Book This Chadava' })).toHaveAttribute(
      'href',
      '/chadava/chadava-1',
    )
    // Told apart from the next card's in a screen reader's list of buttons.
    expect(card.getByRole('button', { name: 'Book This Chadava' })).toHaveAccessibleDescription(chadava.name)
    expect(
      screen.getByRole('article', { name: chadava.name }).querySelectorAll('p svg[aria-hidden="true"]'),
    ).toHaveLength(2)
    expect(emojiIn(container.textContent)).toEqual([])
  })

  it('shows the date only when the service has one, and the stock image when it has no picture', async () => {
    server.use(chadavaListHandler())
    renderList()
    const dated = within(await screen.findByRole('article', { name: chadava.name }))
    expect(
      dated.getByText(`${formatScheduleDate(chadava.datetime)} · ${formatScheduleTime(chadava.datetime)}`),
    ).toBeInTheDocument()
    const undated = within(screen.getByRole('article', { name: undatedChadava.name }))
    expect(undated.queryByText(/ IST$/)).not.toBeInTheDocument()
    expect(undated.getByRole('img', { name: undatedChadava.name })).toHaveAttribute('src', STOCK_IMAGE)
  })

  it('shows the stock image, never an empty address, for a picture whose address is empty', async () => {
    server.use(chadavaListHandler([{ ...chadava, imagesUrls: [''] }]))
    renderList()
    const card = within(await screen.findByRole('article', { name: chadava.name }))
    expect(card.getByRole('img', { name: chadava.name })).toHaveAttribute('src', STOCK_IMAGE)
  })

  it('shows the error with Try Again, which loads the list', async () => {
    server.use(unsuccessfulHandler('/api/chadava'))
    const { user } = renderList()
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { name: 'Error Loading Services', level: 2 }),
    ).toBeInTheDocument()
    expect(within(alert).getByText('Failed to load chadava services')).toBeInTheDocument()
    server.use(chadavaListHandler())
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    const books = await screen.findAllByRole('button', { name: 'Book This Chadava' })
    expect(books).toHaveLength(2)
    // The focus goes on to the first card, not back to the top of the page.
    await waitFor(() => expect(books[0]).toHaveFocus())
  })

  it('says the services could not be fetched on a failed request', async () => {
    server.use(failingHandler('/api/chadava', 503))
    renderList()
    expect(await screen.findByText('Failed to fetch chadava services')).toBeInTheDocument()
  })
})
