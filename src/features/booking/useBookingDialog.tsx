/**
 * The booking dialog Containers for the detail pages: `usePujaBooking(puja)` / `useChadavaBooking(chadava)`, given the
 * puja or chadava the page shows, return `start(order)` and the `dialog` element to render. The booking itself
 * (`BookingFlow`: its machine, the OTP, the payment start) loads once the visitor uses the page, or when they first
 * book.
 */
import { useCallback, useState, type ReactElement } from 'react'
import type { Chadava, Puja } from '../../api/contract/catalogue'
import { lazyUntilOpened } from '../../components/lazyUntilOpened'
import type { BookingFlowProps, BookingRequest } from './BookingFlow'
import type { BookingDeps } from './bookingImplementations'
import type { BookingKind, BookingOrder } from '../../domain/booking/bookingOrder'

interface BookingHandle {
  start: (order: BookingOrder) => void
  dialog: ReactElement
}

const LazyBookingFlow = lazyUntilOpened<BookingFlowProps>(
  () => import('./BookingFlow').then((module) => module.BookingFlow),
  ({ request }) => request !== null,
  { preloadOnFirstUse: true },
)

function useBooking(
  kind: BookingKind,
  shown: Puja | Chadava | undefined,
  deps: Partial<BookingDeps> = {},
): BookingHandle {
  const [request, setRequest] = useState<BookingRequest | null>(null)
  const start = useCallback((order: BookingOrder) => setRequest({ order }), [])
  return { start, dialog: <LazyBookingFlow kind={kind} deps={deps} request={request} shown={shown} /> }
}

export function usePujaBooking(puja: Puja | undefined, deps?: Partial<BookingDeps>): BookingHandle {
  return useBooking('puja', puja, deps)
}

export function useChadavaBooking(chadava: Chadava | undefined, deps?: Partial<BookingDeps>): BookingHandle {
  return useBooking('chadava', chadava, deps)
}
