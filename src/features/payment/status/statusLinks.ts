import type { OrderKind } from '../../../../machines/paymentStatus.machine'

export interface StatusLink {
  to: string
  label: string
}

/** SPEC §2: back to the kind's page (pujas when the kind is unknown) and home; with an order, its list. */
export function statusLinks(kind: OrderKind | null, orderCreated: boolean): StatusLink[] {
  const back: Record<OrderKind, StatusLink> = {
    horoscope: { to: '/horoscope', label: 'Back to Horoscope' },
    chadava: { to: '/chadava', label: 'Back to Chadava' },
    puja: { to: '/virtual-puja', label: 'Back to Pujas' },
  }
  const orders: Partial<Record<OrderKind, StatusLink>> = {
    puja: { to: '/pooja-orders', label: 'View My Pooja Orders' },
    chadava: { to: '/chadava-orders', label: 'View My Chadava Orders' },
  }
  const list = kind && orderCreated ? orders[kind] : undefined
  return [...(list ? [list] : []), back[kind ?? 'puja'], { to: '/', label: 'Go to Home' }]
}
