import { startTransition, useEffect, useState } from 'react'
import type { StartingPrices } from './startingPrices'

export type StartingPricesState = { status: 'loading' } | { status: 'done'; prices: StartingPrices }

/**
 * The catalogue's lowest prices. The API client (ky, zod) is imported after the first paint, so the home page's
 * first load stays small; a price that cannot be loaded is simply left out. The prices are shown as a transition, which
 * React renders in slices.
 */
export function useStartingPrices(): StartingPricesState {
  const [state, setState] = useState<StartingPricesState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    const show = (prices: StartingPrices) => {
      if (!controller.signal.aborted) startTransition(() => setState({ status: 'done', prices }))
    }
    void import('./startingPrices')
      .then(({ loadStartingPrices }) => loadStartingPrices(controller.signal))
      .then(show)
      .catch(() => show({ puja: null, chadava: null }))
    return () => controller.abort()
  }, [])
  return state
}
