import type { SnapshotFrom } from 'xstate'
import type { paymentStatusMachine } from '../../../../machines/paymentStatus.machine'
import { isViewersBooking, orderKindOf } from '../../../domain/payment/paymentData'
import { MERCHANT_ORDER_PREFIXES, type MerchantOrderKind } from '../../../domain/payment/merchantOrderId'
import type { PersonalDetails } from '../../../api/contract/devotee'
import type { OrderStage, PayAgain, StatusScreen } from './paymentStatusViewModel'
import { failureMessages } from '../../../content/messages/common'
import { textOf } from '../../../content/text'

/** The kind a merchantOrderId's prefix names (a query-only payment has nothing else to tell it by). */
function kindOfMerchantOrderId(merchantOrderId: string): MerchantOrderKind | null {
  const kinds = Object.keys(MERCHANT_ORDER_PREFIXES) as MerchantOrderKind[]
  return kinds.find((kind) => merchantOrderId.startsWith(MERCHANT_ORDER_PREFIXES[kind])) ?? null
}

type Snapshot = Pick<SnapshotFrom<typeof paymentStatusMachine>, 'context' | 'matches' | 'can'>

function orderStage(snapshot: Snapshot): OrderStage {
  const { context } = snapshot
  // SPEC §2: a paid booking's 'Order Processing' shows, also while Complete Your Booking still asks for its details.
  if (snapshot.matches({ paid: 'collectingDetails' })) return { stage: 'awaitingDetails' }
  const preparing = ['routing', 'awaitingAuth', 'savingDetails'] as const
  if (preparing.some((state) => snapshot.matches({ paid: state }))) return { stage: 'preparing' }
  if (snapshot.matches({ paid: 'otherAccount' })) return { stage: 'otherAccount' }
  if (snapshot.matches({ paid: 'creatingOrder' }) || snapshot.matches({ paid: 'clearingSession' }))
    return { stage: 'creating' }
  if (snapshot.matches({ paid: 'orderCreated' }))
    return { stage: 'created', orderId: context.createdOrderId ?? '' }
  if (snapshot.matches({ paid: 'orderFailed' }))
    return { stage: 'failed', reason: context.orderError ?? textOf(failureMessages, 'genericError') }
  if (snapshot.matches({ paid: 'noOrderData' })) return { stage: 'detailsMissing' }
  return { stage: 'hidden' }
}

/** Pay Again is offered exactly when the machine takes it (`canPayAgain`). */
function payAgain(snapshot: Snapshot): PayAgain {
  if (snapshot.matches('payingAgain')) return { stage: 'starting' }
  if (!snapshot.can({ type: 'payment.retry' })) return { stage: 'unavailable' }
  return { stage: 'ready', error: snapshot.context.retryError }
}

/** What the status page shows for a machine snapshot; `draftOf` gives what was typed for a payment and not saved. */
export function statusScreenOf(
  snapshot: Snapshot,
  draftOf: (merchantOrderId: string) => PersonalDetails | null,
): StatusScreen {
  const { context } = snapshot
  if (snapshot.matches('reading')) return { screen: 'checking' }
  if (snapshot.matches('invalidData')) return { screen: 'invalidData' }
  if (snapshot.matches('noPaymentData')) return { screen: 'noPaymentData' }
  const rechecking = snapshot.matches('checking')
  if (rechecking && context.checks <= 1) return { screen: 'checking' }
  const stored = context.source?.kind === 'stored' ? context.source.data : null
  // A booking bound to an account is shown only to that account: never to the next user of a shared phone.
  const data = stored && isViewersBooking(stored, context.auth) ? stored : null
  const collecting = snapshot.matches({ paid: 'collectingDetails' })
  const saving = snapshot.matches({ paid: 'savingDetails' })
  return {
    screen: 'result',
    status: context.status,
    payment: context.payment,
    data: data && { ...data, personalDetails: context.personalDetails },
    kind: stored
      ? orderKindOf(stored)
      : context.source?.kind === 'query'
        ? kindOfMerchantOrderId(context.source.merchantOrderId)
        : null,
    rechecking,
    checkError: context.checkError,
    recheck: snapshot.matches({ pending: 'stopped' })
      ? 'stopped'
      : snapshot.matches('pending')
        ? 'scheduled'
        : 'none',
    detailsForm:
      data && (collecting || saving)
        ? { initial: context.personalDetails, draft: draftOf(data.merchantOrderId), submitting: saving }
        : null,
    order: orderStage(snapshot),
    payAgain: payAgain(snapshot),
  }
}
