import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { HomePage } from '../../../src/features/home/HomePage'
import { TempleCarousel } from '../../../src/features/home/TempleCarousel'
import { TestProviders, USA } from '../../../src/testing/TestProviders'
import { emojiIn } from '../../../src/testing/emoji'
import {
  chadavaListHandler,
  failingHandler,
  pujaListHandler,
} from '../../../src/testing/fixtures/catalogueHandlers'
import { renderPage } from '../../render'

function serviceCard(title: string) {
  return within(screen.getByRole('article', { name: title }))
}

describe('Home', () => {
  it('calls to book a puja from the hero and the closing section', async () => {
    server.use(pujaListHandler(), chadavaListHandler())
    renderPage(<HomePage />)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book a Puja' })).toHaveAttribute('href', '/virtual-puja')
    const closing = within(screen.getByRole('region', { name: 'Begin Your Spiritual Journey Today' }))
    expect(closing.getByRole('link', { name: 'Book a Puja Now' })).toHaveAttribute('href', '/virtual-puja')
    expect(closing.getByRole('link', { name: 'Offer Chadava' })).toHaveAttribute('href', '/chadava')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('shows the three services with their badges, links and starting prices in rupees', async () => {
    server.use(pujaListHandler(), chadavaListHandler())
    renderPage(<HomePage />)
    expect(await serviceCardPrice('Puja')).toBe('₹851')
    expect(serviceCard('Puja').getByText('Featured')).toBeInTheDocument()
    expect(serviceCard('Puja').getByRole('link')).toHaveAttribute('href', '/virtual-puja')
    expect(serviceCard('Chadava Offerings').getByText('New')).toBeInTheDocument()
    expect(serviceCard('Chadava Offerings').getByText('₹51')).toBeInTheDocument()
    expect(serviceCard('Chadava Offerings').getByRole('link')).toHaveAttribute('href', '/chadava')
    expect(serviceCard('Daily Horoscope').getByText('Trending')).toBeInTheDocument()
    expect(serviceCard('Daily Horoscope').getByRole('link')).toHaveAttribute('href', '/horoscope')
  })

  it('draws each service icon as a hidden SVG, never as an emoji', async () => {
    server.use(pujaListHandler(), chadavaListHandler())
    const { container } = renderPage(<HomePage />)
    await serviceCardPrice('Puja')
    expect(emojiIn(container.textContent)).toEqual([])
    for (const title of ['Puja', 'Chadava Offerings', 'Daily Horoscope'])
      expect(
        screen.getByRole('article', { name: title }).querySelector('svg[aria-hidden="true"]'),
      ).not.toBeNull()
  })

  it('shows dollar prices to a visitor outside India', async () => {
    server.use(pujaListHandler(), chadavaListHandler())
    renderPage(<HomePage />, { location: USA })
    expect(await serviceCardPrice('Puja')).toBe('$15')
    expect(serviceCard('Chadava Offerings').getByText('$2')).toBeInTheDocument()
  })

  it('leaves the price out when the catalogue cannot be loaded', async () => {
    server.use(failingHandler('/api/pooja'), chadavaListHandler())
    renderPage(<HomePage />)
    expect(await serviceCard('Chadava Offerings').findByText('₹51')).toBeInTheDocument()
    expect(serviceCard('Puja').queryByText(/Starting from/)).not.toBeInTheDocument()
  })

  it('shows the four figures of why choose us', async () => {
    server.use(pujaListHandler(), chadavaListHandler())
    renderPage(<HomePage />)
    const why = within(await screen.findByRole('region', { name: 'Why Choose Us' }))
    for (const figure of ['50,000+', '500+', '50+', '4.9 ★'])
      expect(why.getByText(figure)).toBeInTheDocument()
  })
})

async function serviceCardPrice(title: string): Promise<string | null> {
  const line = await serviceCard(title).findByText(/Starting from/)
  return line.querySelector('span')?.textContent ?? null
}

describe('Temple carousel', () => {
  afterEach(() => vi.useRealTimers())

  function current() {
    return screen.getByRole('button', { current: true }).getAttribute('aria-label')
  }

  it('has six images with a dot each, and a dot shows its image', async () => {
    const { user } = renderPage(<TempleCarousel />)
    const dots = await screen.findAllByRole('button', { name: /Show temple image \d of 6/ })
    expect(dots).toHaveLength(6)
    expect(current()).toBe('Show temple image 1 of 6')
    await user.click(dots[3]!)
    expect(current()).toBe('Show temple image 4 of 6')
    expect(screen.getByRole('img', { name: 'Temple view 4 of 6' })).toHaveAttribute('data-active')
  })

  it('advances every 4 seconds and wraps round, until paused', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<TempleCarousel />, { wrapper: TestProviders })
    expect(current()).toBe('Show temple image 1 of 6')
    act(() => vi.advanceTimersByTime(3_999))
    expect(current()).toBe('Show temple image 1 of 6')
    act(() => vi.advanceTimersByTime(1))
    expect(current()).toBe('Show temple image 2 of 6')
    for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(4_000))
    expect(current()).toBe('Show temple image 1 of 6')
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => vi.advanceTimersByTime(12_000))
    expect(current()).toBe('Show temple image 1 of 6')
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    act(() => vi.advanceTimersByTime(4_000))
    expect(current()).toBe('Show temple image 2 of 6')
  })

  it('does not advance for a visitor who prefers reduced motion', () => {
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      render(<TempleCarousel />, { wrapper: TestProviders })
      expect(current()).toBe('Show temple image 1 of 6')
      act(() => vi.advanceTimersByTime(20_000))
      expect(current()).toBe('Show temple image 1 of 6')
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    } finally {
      window.matchMedia = matchMedia
    }
  })
})
