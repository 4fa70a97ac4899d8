import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { translationsReady } from '../../../src/content/catalog'
import hiCatalogueDetail from '../../../src/content/messages/hi/catalogueDetail'
import { setActiveLanguage } from '../../../src/lib/language'
import type { VisitorLocation } from '../../../src/api/schemas'
import { ChadavaDetailPage } from '../../../src/features/chadava/ChadavaDetailPage'
import { ChadavaDetailView } from '../../../src/features/chadava/ChadavaDetailView'
import { INDIA, USA } from '../../../src/testing/TestProviders'
import { chadava, offerings, undatedChadava } from '../../../src/testing/fixtures/catalogue'
import { chadavaListHandler, failingHandler } from '../../../src/testing/fixtures/catalogueHandlers'
import { renderPage } from '../../render'

const ALERT = 'Please select at least one offering before proceeding.'

async function renderDetail(id = chadava._id, location: VisitorLocation = INDIA) {
  server.use(chadavaListHandler())
  const result = renderPage(<ChadavaDetailPage />, {
    route: `/chadava/${id}`,
    path: '/chadava/:chadavaId',
    routes: [{ path: '/chadava', element: <h1>Chadava list</h1> }],
    location,
  })
  return result
}

function cart() {
  return within(screen.getByRole('complementary', { name: 'Selected offerings' }))
}

describe('Chadava detail', () => {
  it('shows the service, its sections and its offerings', async () => {
    await renderDetail()
    expect(await screen.findByRole('heading', { level: 1, name: chadava.name })).toBeInTheDocument()
    expect(screen.getByText(chadava.description)).toBeInTheDocument()
    expect(screen.getByText('Starting from')).toBeInTheDocument()
    expect(screen.getByText('5 offerings available')).toBeInTheDocument()
    expect(screen.getAllByText(chadava.templeName).length).toBeGreaterThan(0)
    for (const section of [
      'About This Chadava',
      'About the Temple',
      'Choose Your Offerings',
      'How This Chadava Works',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    }
    expect(screen.getByText(chadava.moreAbout)).toBeInTheDocument()
    chadava.benefits.forEach((benefit) => expect(screen.getByText(benefit)).toBeInTheDocument())
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(5)
    expect(screen.getByText('Date')).toBeInTheDocument()
  })

  it('leaves out the date and time when the service has none', async () => {
    await renderDetail(undatedChadava._id)
    await screen.findByRole('heading', { level: 1, name: undatedChadava.name })
    expect(screen.queryByText('Date')).not.toBeInTheDocument()
    expect(screen.queryByText('Not specified')).not.toBeInTheDocument()
  })

  it('a double tap on Add adds the offering once (Remove, in its place, takes no second tap)', async () => {
    const { user } = await renderDetail()
    await user.dblClick(await screen.findByRole('button', { name: 'Add Coconut' }))
    expect(screen.getByRole('button', { name: 'Remove Coconut' })).toHaveAttribute('aria-pressed', 'true')
    expect(cart().getByText('1')).toBeInTheDocument()
  })

  it('adds and removes offerings, with the count and total in the cart', async () => {
    const { user } = await renderDetail()
    await user.click(await screen.findByRole('button', { name: 'Add Marigold Garland' }))
    await user.click(screen.getByRole('button', { name: 'Add Coconut' }))
    expect(cart().getByText('2')).toBeInTheDocument()
    expect(cart().getByText('₹152')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove Marigold Garland' }))
    expect(screen.getByRole('button', { name: 'Add Marigold Garland' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(cart().getByText('1')).toBeInTheDocument()
    expect(cart().queryByText('Marigold Garland')).not.toBeInTheDocument()
    expect(cart().getAllByText('₹51')).toHaveLength(2)
  })

  it('lists the first 3 offerings and +N more items, and clears them all', async () => {
    const { user } = await renderDetail()
    for (const offering of offerings.slice(0, 4)) {
      await user.click(await screen.findByRole('button', { name: `Add ${offering.name}` }))
    }
    const items = cart().getAllByRole('listitem')
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(
      offerings.slice(0, 3).map((o) => o.name),
    )
    expect(cart().getByText('+1 more items')).toBeInTheDocument()
    expect(cart().getByText('₹554')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Sweets Bhog' }))
    expect(cart().getByText('+2 more items')).toBeInTheDocument()
    await user.click(cart().getByRole('button', { name: 'Clear All' }))
    expect(cart().queryByRole('listitem')).not.toBeInTheDocument()
    expect(cart().queryByText(/more items/)).not.toBeInTheDocument()
    expect(cart().getByText('₹0')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(5)
  }, 20_000)

  it('alerts when Proceed to Booking is pressed with nothing selected, until an offering is added', async () => {
    const { user } = await renderDetail()
    await screen.findByRole('heading', { level: 1, name: chadava.name })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Proceed to Booking' }))
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT)
    await user.click(screen.getByRole('button', { name: 'Add Coconut' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('opens the offering popup with its name, image, description and price', async () => {
    const { user } = await renderDetail()
    await user.click(await screen.findByRole('button', { name: 'About Red Chunri' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Red Chunri' }))
    expect(dialog.getByRole('img', { name: 'Red Chunri' })).toHaveAttribute(
      'src',
      '/images/offerings/chunri.svg',
    )
    expect(dialog.getByText('Red Chunri offered at the sanctum on your behalf.')).toBeInTheDocument()
    expect(dialog.getByText('₹251')).toBeInTheDocument()
  })

  it('shows dollar prices to a visitor outside India', async () => {
    const { user } = await renderDetail(chadava._id, USA)
    await user.click(await screen.findByRole('button', { name: 'Add Red Chunri' }))
    await user.click(screen.getByRole('button', { name: 'Add Ghee Diya' }))
    expect(cart().getByText('$9')).toBeInTheDocument()
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument()
  })

  it('says when the service does not exist, with a way back', async () => {
    const { user } = await renderDetail('missing')
    expect(await screen.findByRole('heading', { name: 'Chadava Not Found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Browse All Chadava' }))
    expect(await screen.findByRole('heading', { name: 'Chadava list' })).toBeInTheDocument()
  })

  describe('after a switch to Hindi', () => {
    afterEach(() => setActiveLanguage('en'))
    const inHindi = {
      ...chadava,
      name: 'कामाख्या देवी चढ़ावा',
      availableOfferings: offerings.map((offering, place) => ({ ...offering, name: `चढ़ावा ${place + 1}` })),
    }
    const hiCart = () =>
      within(screen.getByRole('complementary', { name: hiCatalogueDetail.floatingCartMessages.label }))

    /** English at once; Hindi when `answer` says so, or a failure. */
    function listInEachLanguage() {
      let answer: (reply: Response) => void = () => {}
      const hindi = new Promise<Response>((resolve) => (answer = resolve))
      server.use(
        http.get('*/api/chadava', ({ request }) =>
          request.headers.get('Accept-Language') === 'hi'
            ? hindi
            : HttpResponse.json({ success: true, data: [chadava] }),
        ),
      )
      return {
        answerInHindi: () => answer(HttpResponse.json({ success: true, data: [inHindi] })),
        fail: () => answer(new HttpResponse(null, { status: 500 })),
      }
    }

    async function chooseThenSwitch() {
      const { user } = renderPage(<ChadavaDetailPage />, {
        route: '/chadava/chadava-1',
        path: '/chadava/:chadavaId',
      })
      await user.click(await screen.findByRole('button', { name: 'Add Coconut' }))
      await user.click(screen.getByRole('button', { name: 'Add Sweets Bhog' }))
      await translationsReady('hi')
      act(() => setActiveLanguage('hi'))
    }

    it('keeps the page and its cart while the chadava loads in Hindi, then names them in Hindi', async () => {
      const reply = listInEachLanguage()
      await chooseThenSwitch()
      expect(screen.getByRole('heading', { level: 1, name: chadava.name })).toBeInTheDocument()
      expect(hiCart().getByText('2')).toBeInTheDocument()
      expect(screen.queryByText(/Loading/)).not.toBeInTheDocument()

      reply.answerInHindi()
      expect(await screen.findByRole('heading', { level: 1, name: inHindi.name })).toBeInTheDocument()
      expect(hiCart().getByText('चढ़ावा 2')).toBeInTheDocument()
      expect(hiCart().getByText('चढ़ावा 5')).toBeInTheDocument()
      expect(hiCart().getByText('2')).toBeInTheDocument()
      expect(hiCart().getByText('₹252')).toBeInTheDocument()
      const { offeringCardMessages } = hiCatalogueDetail
      expect(
        screen.getByRole('button', {
          name: offeringCardMessages.buttonLabel(offeringCardMessages.remove, 'चढ़ावा 2'),
        }),
      ).toHaveAttribute('aria-pressed', 'true')
      expect(
        screen.getByRole('button', {
          name: offeringCardMessages.buttonLabel(offeringCardMessages.add, 'चढ़ावा 1'),
        }),
      ).toHaveAttribute('aria-pressed', 'false')
    })

    it("keeps an offering's details open, named in Hindi once the chadava is", async () => {
      const reply = listInEachLanguage()
      const { user } = renderPage(<ChadavaDetailPage />, {
        route: '/chadava/chadava-1',
        path: '/chadava/:chadavaId',
      })
      await user.click(await screen.findByRole('button', { name: 'About Coconut' }))
      expect(await screen.findByRole('dialog', { name: 'Coconut' })).toBeInTheDocument()
      await translationsReady('hi')
      act(() => setActiveLanguage('hi'))
      reply.answerInHindi()
      expect(await screen.findByRole('dialog', { name: 'चढ़ावा 2' })).toBeInTheDocument()
      // Closed, it gives the focus back to the card's button, which stayed through the switch.
      await user.keyboard('{Escape}')
      const info = screen.getByRole('button', {
        name: hiCatalogueDetail.offeringCardMessages.info('चढ़ावा 2'),
      })
      await waitFor(() => expect(info).toHaveFocus())
    })

    it('keeps the page as it was, cart and all, when the Hindi load fails', async () => {
      const reply = listInEachLanguage()
      await chooseThenSwitch()
      reply.fail()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(screen.getByRole('heading', { level: 1, name: chadava.name })).toBeInTheDocument()
      expect(hiCart().getByText('Coconut')).toBeInTheDocument()
      expect(hiCart().getByText('2')).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: `← ${hiCatalogueDetail.chadavaDetailMessages.back}` }),
      ).toBeInTheDocument()
    })
  })

  it('shows the load error with Try Again', async () => {
    server.use(failingHandler('/api/chadava'))
    renderPage(<ChadavaDetailPage />, { route: '/chadava/chadava-1', path: '/chadava/:chadavaId' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to fetch chadava services')).toBeInTheDocument()
    // The page's main heading, in place of the chadava's name.
    expect(
      within(alert).getByRole('heading', { name: 'Error Loading Services', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})

describe('Chadava detail view', () => {
  it('hands the selected offerings to onProceed, and never an empty selection', async () => {
    const onProceed = vi.fn()
    const { user } = renderPage(
      <ChadavaDetailView
        resource={{ status: 'loaded', value: chadava }}
        onRetry={() => {}}
        onProceed={onProceed}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Proceed to Booking' }))
    expect(onProceed).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Add Ghee Diya' }))
    await user.click(screen.getByRole('button', { name: 'Add Coconut' }))
    await user.click(screen.getByRole('button', { name: 'Proceed to Booking' }))
    expect(onProceed).toHaveBeenCalledWith([offerings[2], offerings[1]])
  })

  it('treats offerings with the same name but different prices as different', async () => {
    const twin = { ...offerings[1], price: 99, priceInDollars: 3 }
    const value = { ...chadava, availableOfferings: [offerings[1], twin] }
    const { user } = renderPage(
      <ChadavaDetailView resource={{ status: 'loaded', value }} onRetry={() => {}} />,
    )
    const [first, second] = screen.getAllByRole('button', { name: 'Add Coconut' })
    await user.click(first!)
    expect(second).toHaveAttribute('aria-pressed', 'false')
    await user.click(second!)
    expect(screen.getAllByRole('button', { name: 'Remove Coconut' })).toHaveLength(2)
    expect(cart().getByText('₹150')).toBeInTheDocument()
  })
})
