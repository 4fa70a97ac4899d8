/** What the order page shows of a pooja or chadava order (issue 14), and its ritual as a calendar entry. */
import type { AccountOrder } from '../../../machines/orderList.machine'
import type { SankalpName } from '../../api/contract/devotee'
import type { StatusHistory } from '../../api/contract/orders'
import { eventOf } from '../../domain/order/timeline'
import type { RitualEvent } from '../../domain/payment/ritualEvent'
import { parseSchedule } from '../../domain/schedule'

export interface OrderDetail {
  id: string
  kind: 'puja' | 'chadava'
  service: string
  /** The package of a puja, the offerings of a chadava. */
  packageText: string
  amount: number
  scheduledDate: string
  createdAt: string
  statusHistory?: StatusHistory
  /** The names read in the sankalp, the devotee first (issue 14 part 5). */
  sankalpNames?: SankalpName[]
}

/** The history with the temple that confirmed the order named in the visitor's language, where the reply gives it. */
function withTempleNamed(history: StatusHistory, temple: string | undefined): StatusHistory {
  if (!temple) return history
  return {
    ...history,
    events: history.events.map((event) => (event.step === 'confirmed' ? { ...event, temple } : event)),
  }
}

export function orderDetailOf(order: AccountOrder): OrderDetail {
  const common = {
    id: order._id,
    amount: order.amount,
    scheduledDate: order.scheduledDate,
    createdAt: order.createdAt,
    ...(order.statusHistory
      ? { statusHistory: withTempleNamed(order.statusHistory, order.inLanguage?.temple) }
      : {}),
    ...(order.sankalpNames ? { sankalpNames: order.sankalpNames } : {}),
  }
  return 'poojaName' in order
    ? {
        ...common,
        kind: 'puja',
        service: order.inLanguage?.name ?? order.poojaName,
        packageText: order.inLanguage?.selectedPackage ?? order.selectedPackage,
      }
    : {
        ...common,
        kind: 'chadava',
        service: order.inLanguage?.name ?? order.chadavaName,
        packageText: (order.inLanguage?.selectedOfferings ?? order.selectedOfferings)
          .map((offering) => offering.name)
          .join(', '),
      }
}

/** The ritual at its scheduled start, at the temple that confirmed it; null when its time is not known. */
export function orderRitualEvent(order: OrderDetail): RitualEvent | null {
  const start = parseSchedule(order.scheduledDate)
  if (!start) return null
  const place = eventOf(order, 'confirmed')?.temple ?? order.service
  return { orderId: order.id, title: order.service, place, start }
}
