import type { OrderKind } from '../../../../machines/paymentStatus.machine'
import { paymentStatusMessages as messages } from '../../../content/messages/payment'

interface StatusLink {
  to: string
  label: string
}

/** SPEC §2: back to the kind's page (pujas when the kind is unknown) and home; with an order, its list. */
export function statusLinks(kind: OrderKind | null, orderCreated: boolean): StatusLink[] {
  const back: Record<OrderKind, StatusLink> = {
    horoscope: { to: '/horoscope', label: messages.backToHoroscope },
    chadava: { to: '/chadava', label: messages.backToChadava },
    puja: { to: '/virtual-puja', label: messages.backToPujas },
  }
  const orders: Partial<Record<OrderKind, StatusLink>> = {
    puja: { to: '/pooja-orders', label: messages.viewPoojaOrders },
    chadava: { to: '/chadava-orders', label: messages.viewChadavaOrders },
  }
  const list = kind && orderCreated ? orders[kind] : undefined
  return [...(list ? [list] : []), back[kind ?? 'puja'], { to: '/', label: messages.home }]
}
