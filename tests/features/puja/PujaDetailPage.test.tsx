import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { PujaDetailPage } from '../../../src/features/puja/PujaDetailPage'
import { PujaDetailView } from '../../../src/features/puja/PujaDetailView'
import type { VisitorLocation } from '../../../src/api/schemas'
import { INDIA, USA } from '../../../src/testing/TestProviders'
import { pastPuja, undatedPuja, upcomingPuja } from '../../../src/testing/fixtures/catalogue'
import { failingHandler, pujaListHandler } from '../../../src/testing/fixtures/catalogueHandlers'
import { renderPage } from '../../render'

function renderDetail(id: string, location: VisitorLocation = INDIA) {
  return renderPage(<PujaDetailPage />, {
    route: `/virtual-puja/${id}`,
    path: '/virtual-puja/:pujaId',
    routes: [{ path: '/virtual-puja', element: <h1>Puja list</h1> }],
    location,
  })
}

describe('Puja detail', () => {
  it('shows the puja with its sections, starting price and package count', async () => {
    server.use(pujaListHandler())
    renderDetail(upcomingPuja._id)
    expect(await screen.findByRole('heading', { level: 1, name: upcomingPuja.title })).toBeInTheDocument()
    expect(screen.getByText(upcomingPuja.tag)).toBeInTheDocument()
    expect(screen.getByText(upcomingPuja.desc)).toBeInTheDocument()
    expect(screen.getByText('Starting from')).toBeInTheDocument()
    expect(screen.getAllByText('₹851').length).toBeGreaterThan(0)
    expect(screen.getByText('4 packages available')).toBeInTheDocument()
    for (const section of [
      'About This Puja',
      'About the Temple',
      'Choose Your Package',
      'How This Puja Works',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { name: 'Key Benefits' })).toBeInTheDocument()
    upcomingPuja.benefits.forEach((benefit) => expect(screen.getByText(benefit)).toBeInTheDocument())
    expect(screen.getByText(upcomingPuja.aboutTemple)).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'How This Puja Works' })).getAllByRole('listitem'),
    ).toHaveLength(4)
  })

  it('shows every benefit and package line the API sends, repeated ones too, each as its own item', async () => {
    const errors = vi.spyOn(console, 'error')
    const [first, ...others] = upcomingPuja.pujaPackages
    const repeating = {
      ...upcomingPuja,
      benefits: ['Peace', 'Peace', 'Health'],
      pujaPackages: [{ ...first!, description: ['Sankalp in your name', 'Sankalp in your name'] }, ...others],
    }
    server.use(pujaListHandler([repeating]))
    renderDetail(repeating._id)
    const benefits = await screen.findByRole('list', { name: 'Key Benefits' })
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Peace', 'Peace', 'Health'])
    expect(screen.getAllByText('Sankalp in your name')).toHaveLength(2)
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/)
    errors.mockRestore()
  })

  it('counts down to a future puja in days, hours, minutes and seconds', async () => {
    server.use(pujaListHandler())
    renderDetail(upcomingPuja._id)
    const timer = await screen.findByRole('timer', { name: 'Puja begins in' })
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds'])
      expect(within(timer).getByText(unit)).toBeInTheDocument()
    expect(within(timer).getByText('03')).toBeInTheDocument()
    expect(screen.queryByText('This puja has already taken place')).not.toBeInTheDocument()
  })

  it('marks a puja whose time has passed, and takes no more bookings for it', async () => {
    server.use(pujaListHandler())
    renderDetail(pastPuja._id)
    expect(await screen.findByText('This puja has already taken place')).toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.getByText('Booking has closed: the priests have performed this puja.')).toBeInTheDocument()
    for (const select of screen.getAllByRole('button', { name: /^Select / })) expect(select).toBeDisabled()
  })

  it("says 'Not specified' for a missing date and time, with no countdown", async () => {
    server.use(pujaListHandler())
    renderDetail(undatedPuja._id)
    await screen.findByRole('heading', { level: 1, name: undatedPuja.title })
    expect(screen.getAllByText('Not specified')).toHaveLength(2)
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.queryByText('This puja has already taken place')).not.toBeInTheDocument()
  })

  it('selects a package and shows its price', async () => {
    server.use(pujaListHandler())
    const { user } = renderDetail(upcomingPuja._id)
    const couple = await screen.findByRole('button', { name: 'Select Couple Puja' })
    expect(couple).toHaveAttribute('aria-pressed', 'false')
    await user.click(couple)
    expect(screen.getByRole('button', { name: 'Selected Couple Puja' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText('Couple Puja price')).toBeInTheDocument()
    expect(screen.queryByText('Starting from')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Select Family Puja' }))
    expect(screen.getByRole('button', { name: 'Select Couple Puja' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByText('Family Puja price')).toBeInTheDocument()
  })

  it('shows dollar prices to a visitor outside India', async () => {
    server.use(pujaListHandler())
    renderDetail(upcomingPuja._id, USA)
    await screen.findByRole('heading', { level: 1, name: upcomingPuja.title })
    expect(screen.getAllByText('$15').length).toBeGreaterThan(0)
    expect(screen.getByText('$45')).toBeInTheDocument()
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument()
  })

  it('says when the puja does not exist, with a way back to the list', async () => {
    server.use(pujaListHandler())
    const { user } = renderDetail('no-such-puja')
    expect(await screen.findByRole('heading', { name: 'Puja Not Found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Browse All Pujas' }))
    expect(await screen.findByRole('heading', { name: 'Puja list' })).toBeInTheDocument()
  })

  it('shows the load error with Try Again', async () => {
    server.use(failingHandler('/api/pooja'))
    const { user } = renderDetail(upcomingPuja._id)
    expect(await screen.findByText('Failed to fetch puja services')).toBeInTheDocument()
    server.use(pujaListHandler())
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: upcomingPuja.title })).toBeInTheDocument()
  })

  it('moves through the images with arrows, dots and thumbnails', async () => {
    server.use(pujaListHandler())
    const { user } = renderDetail(upcomingPuja._id)
    const slideshow = within(await screen.findByRole('region', { name: `${upcomingPuja.title} images` }))
    const image = () => slideshow.getByRole('img', { name: /image \d of 3/ })
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[0])
    await user.click(slideshow.getByRole('button', { name: 'Next image' }))
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[1])
    await user.click(slideshow.getByRole('button', { name: 'Show image 3 of 3' }))
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[2])
    await user.click(slideshow.getByRole('button', { name: 'Next image' }))
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[0])
    await user.click(slideshow.getByRole('button', { name: 'Previous image' }))
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[2])
    await user.click(slideshow.getByRole('button', { name: 'Thumbnail 2 of 3' }))
    expect(image()).toHaveAttribute('src', upcomingPuja.imageUrls[1])
  })
})

describe('Puja detail view', () => {
  it('hands the chosen package to onBook', async () => {
    const onBook = vi.fn()
    const { user } = renderPage(
      <PujaDetailView
        resource={{ status: 'loaded', value: upcomingPuja }}
        onRetry={() => {}}
        onBook={onBook}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Select Joint Family Puja' }))
    expect(onBook).toHaveBeenCalledTimes(1)
    expect(onBook).toHaveBeenCalledWith(upcomingPuja.pujaPackages[3])
  })

  it("names the chosen package's price in the language the puja comes in again", async () => {
    const inHindi = {
      ...upcomingPuja,
      pujaPackages: upcomingPuja.pujaPackages.map((pkg, index) => ({
        ...pkg,
        packageName: `पैकेज ${index + 1}`,
      })),
    }
    function AfterASwitch() {
      const [puja, setPuja] = useState(upcomingPuja)
      return (
        <>
          <button onClick={() => setPuja(inHindi)}>switch</button>
          <PujaDetailView resource={{ status: 'loaded', value: puja }} onRetry={() => {}} />
        </>
      )
    }
    const { user } = renderPage(<AfterASwitch />)
    await user.click(screen.getByRole('button', { name: 'Select Couple Puja' }))
    await user.click(screen.getByRole('button', { name: 'switch' }))
    expect(screen.getByText('पैकेज 2 price')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Selected पैकेज 2' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('Book Now scrolls to Choose Your Package', async () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const { user } = renderPage(
      <PujaDetailView resource={{ status: 'loaded', value: upcomingPuja }} onRetry={() => {}} />,
    )
    await user.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('choose-package'))
    expect(screen.getByRole('heading', { name: 'Choose Your Package' })).toHaveFocus()
  })
})
