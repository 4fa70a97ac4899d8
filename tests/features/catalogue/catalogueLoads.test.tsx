/**
 * A list page's preload asks for the list before the page hydrates; the page's first load takes that reply
 * instead of asking again, and only that load does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { catalogueLoads } from '../../../src/features/catalogue'
import { renderingPrerenderedPage } from '../../../src/lib/browserValue'
import { setActiveLanguage } from '../../../src/lib/language'
import { PAGE_DATA_ID, takePageData } from '../../../src/lib/pageData'

const failures = { http: 'http', refused: 'refused', unreachable: 'unreachable' }

const painted = { name: 'items', schema: z.array(z.object({ _id: z.string() })) }

function counted() {
  let asked = 0
  const fetchList = vi.fn(async () => {
    asked += 1
    return [{ _id: `reply-${asked}` }]
  })
  const loads = catalogueLoads(fetchList, failures, painted)
  const signal = new AbortController().signal
  return { fetchList, loads, signal }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setActiveLanguage('en')
  renderingPrerenderedPage(false)
  document.getElementById(PAGE_DATA_ID)?.remove()
})

/** The page's data block, as the prerender step writes it. */
function paintWith(json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = PAGE_DATA_ID
  block.textContent = json
  document.body.append(block)
}

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

describe('a list page prerendered with its list', () => {
  it('is built with the list the API gives, kept in the page', async () => {
    vi.stubGlobal('window', undefined)
    const { loads } = counted()
    await loads.preload()
    expect(JSON.parse(takePageData()!)).toEqual({ items: [{ _id: 'reply-1' }] })
  })

  it('is built showing the list loading when the API does not answer, and keeps nothing', async () => {
    vi.stubGlobal('window', undefined)
    const loads = catalogueLoads(() => Promise.reject(new Error('unreachable')), failures, painted)
    await loads.preload()
    expect(takePageData()).toBeNull()
    expect(loads.list.shownFirst()).toBeNull()
  })

  it('hydrates showing the list it was painted with, while it asks for the list of the moment', async () => {
    paintWith('{"items":[{"_id":"painted"}]}')
    const { fetchList, loads, signal } = counted()
    await loads.preload()
    renderingPrerenderedPage(true)
    expect(loads.list.shownFirst()).toEqual([{ _id: 'painted' }])
    expect(fetchList).toHaveBeenCalledTimes(1)
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-1' }])
  })

  it('shows it only on the painted page: not on a page rendered later, nor in another language', async () => {
    paintWith('{"items":[{"_id":"painted"}]}')
    const { loads } = counted()
    await loads.preload()
    expect(loads.list.shownFirst()).toBeNull()
    renderingPrerenderedPage(true)
    setActiveLanguage('hi')
    expect(loads.list.shownFirst()).toBeNull()
  })

  it('shows nothing painted when the page’s data does not parse, and loads as usual', async () => {
    paintWith('{"items":[{"id":42}]}')
    const { loads, signal } = counted()
    await loads.preload()
    renderingPrerenderedPage(true)
    expect(loads.list.shownFirst()).toBeNull()
    expect(await loads.list.load(signal)).toEqual([{ _id: 'reply-1' }])
  })
})

describe('a detail page prerendered with its item', () => {
  function listed() {
    const fetchList = vi.fn(async () => [{ _id: 'kashi' }, { _id: 'ujjain' }])
    return { fetchList, loads: catalogueLoads(fetchList, failures, painted) }
  }

  it('is built with its one item of the list the API gives, kept in the page', async () => {
    vi.stubGlobal('window', undefined)
    const { loads } = listed()
    await loads.preloadItem('ujjain')
    expect(JSON.parse(takePageData()!)).toEqual({ items: [{ _id: 'ujjain' }] })
  })

  it('hydrates showing the item it was painted with, while it asks for the list of the moment', async () => {
    paintWith('{"items":[{"_id":"kashi"}]}')
    const { fetchList, loads } = listed()
    await loads.preloadItem('kashi')
    renderingPrerenderedPage(true)
    expect(loads.byId('kashi').shownFirst?.()).toEqual({ _id: 'kashi' })
    expect(fetchList).toHaveBeenCalledTimes(1)
    expect(await loads.byId('kashi').load(new AbortController().signal)).toEqual({ _id: 'kashi' })
  })

  it('shows nothing painted for another item, nor on a page rendered later', async () => {
    paintWith('{"items":[{"_id":"kashi"}]}')
    const { loads } = listed()
    await loads.preloadItem('kashi')
    expect(loads.byId('kashi').shownFirst?.()).toBeNull()
    renderingPrerenderedPage(true)
    expect(loads.byId('ujjain').shownFirst?.()).toBeNull()
  })
})
