/**
 * A list page's preload asks for the list before the page hydrates; the page's first load takes that reply
 * instead of asking again, and only that load does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogueLoads } from '../../../src/features/catalogue'
import { setActiveLanguage } from '../../../src/lib/language'

const failures = { http: 'http', refused: 'refused', unreachable: 'unreachable' }

function counted() {
  let asked = 0
  const fetchList = vi.fn(async () => {
    asked += 1
    return [{ _id: `reply-${asked}` }]
  })
  const loads = catalogueLoads(fetchList, failures)
  const signal = new AbortController().signal
  return { fetchList, loads, signal }
}

afterEach(() => {
  vi.useRealTimers()
  setActiveLanguage('en')
})

describe('a list asked for ahead', () => {
  it('serves the page’s first load, which asks nothing more', async () => {
    const { fetchList, loads, signal } = counted()
    loads.preload()
    expect(fetchList).toHaveBeenCalledTimes(1)
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-1' }])
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('serves a detail found in it', async () => {
    const { fetchList, loads, signal } = counted()
    loads.preload()
    expect(await loads.byId('reply-1').load(signal)).toEqual({ _id: 'reply-1' })
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('serves one load only: Try Again asks the server again', async () => {
    const { fetchList, loads, signal } = counted()
    loads.preload()
    await loads.list.load(signal)
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-2' }])
    expect(fetchList).toHaveBeenCalledTimes(2)
  })

  it('is not served in another language than it was asked in', async () => {
    const { loads, signal } = counted()
    loads.preload()
    setActiveLanguage('hi')
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-2' }])
  })

  it('is not served to a load that comes long after it (a page that never took it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { loads, signal } = counted()
    loads.preload()
    vi.advanceTimersByTime(10_000)
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-2' }])
  })

  it('without a preload, each load asks the server', async () => {
    const { fetchList, loads, signal } = counted()
    await loads.list.load(signal)
    expect(fetchList).toHaveBeenCalledTimes(1)
  })
})
