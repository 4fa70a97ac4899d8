import { act, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from '../../src/components/Countdown'
import { renderingPrerenderedPage } from '../../src/lib/browserValue'
import { TestProviders } from '../../src/testing/TestProviders'
import { renderPage } from '../render'

const START = new Date('2026-03-01T10:00:00Z')

function amounts() {
  const timer = screen.getByRole('timer', { name: 'Puja begins in' })
  return ['Days', 'Hours', 'Minutes', 'Seconds'].map(
    (unit) => within(timer).getByText(unit).previousSibling?.textContent,
  )
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(START)
  })
  afterEach(() => {
    vi.useRealTimers()
    renderingPrerenderedPage(false)
  })

  function renderCountdown(msAhead: number) {
    return renderPage(
      <Countdown
        target={new Date(START.getTime() + msAhead)}
        label="Puja begins in"
        pastLabel="This puja has already taken place"
      />,
    )
  }

  it('shows days, hours, minutes and seconds and ticks every second', async () => {
    renderCountdown(((2 * 24 + 3) * 60 * 60 + 4 * 60 + 5) * 1000)
    await screen.findByRole('timer')
    expect(amounts()).toEqual(['02', '03', '04', '05'])
    act(() => vi.advanceTimersByTime(1000))
    expect(amounts()).toEqual(['02', '03', '04', '04'])
    act(() => vi.advanceTimersByTime(5000))
    expect(amounts()).toEqual(['02', '03', '03', '59'])
  })

  it('turns to past once the time has come', async () => {
    renderCountdown(2000)
    await screen.findByRole('timer')
    expect(screen.queryByText('This puja has already taken place')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByText('This puja has already taken place')).toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  })

  it('is past at once for a time already gone', async () => {
    renderCountdown(-1000)
    expect(await screen.findByText('This puja has already taken place')).toBeInTheDocument()
  })

  it('is painted without the time left on a prerendered page, and hydrated later shows it without a mismatch', async () => {
    const countdown = (
      <TestProviders>
        <Countdown
          target={new Date(START.getTime() + 10_000)}
          label="Puja begins in"
          pastLabel="This puja has already taken place"
        />
      </TestProviders>
    )
    renderingPrerenderedPage(true)
    const container = document.createElement('div')
    container.innerHTML = renderToString(countdown)
    document.body.append(container)
    expect(amounts()).toEqual(['--', '--', '--', '--'])
    vi.setSystemTime(START.getTime() + 3_000)
    const recoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, countdown, { onRecoverableError: recoverableError }),
    )
    expect(amounts()).toEqual(['00', '00', '00', '07'])
    expect(recoverableError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
