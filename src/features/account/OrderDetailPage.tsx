import './accountStyles'
import { useCallback } from 'react'
import { useParams } from 'react-router'
import type { AccountOrder } from '../../../machines/orderList.machine'
import type { Credentials } from '../../api/client'
import { useCredentials } from '../../auth/useCredentials'
import { useVisitorLocation } from '../../components/visitorLocation'
import { orderDetailOf } from './orderDetail'
import { OrderDetailView } from './OrderDetailView'
import { RequireSignIn } from './RequireSignIn'
import { useOrderDetail } from './useOrderDetail'
import { sayIfAny } from '../../content/text'
import { usePageHead } from '../../lib/pageHead'

/** What one of the two order pages reads and where it leads back to (issue 14). */
export interface OrderDetailKind {
  heading: string
  fetchOrder: (
    uid: string,
    orderId: string,
    credentials: Credentials,
    signal: AbortSignal,
  ) => Promise<AccountOrder>
  backTo: string
  backLabel: string
}

function OrderDetailContainer({
  uid,
  orderId,
  kind,
}: {
  uid: string
  orderId: string
  kind: OrderDetailKind
}) {
  const credentials = useCredentials()
  const { currency } = useVisitorLocation()
  const fetchOrder = useCallback(
    (owner: string, id: string, signal: AbortSignal) => kind.fetchOrder(owner, id, credentials, signal),
    [kind, credentials],
  )
  const detail = useOrderDetail(uid, orderId, fetchOrder)
  return (
    <OrderDetailView
      heading={kind.heading}
      backTo={kind.backTo}
      backLabel={kind.backLabel}
      status={detail.status}
      order={detail.order ? orderDetailOf(detail.order) : null}
      error={sayIfAny(detail.error)}
      showDollars={currency === 'USD'}
      onRefresh={detail.refresh}
      onRetry={detail.retry}
      onPrint={() => window.print()}
    />
  )
}

/** An order page: one of the signed-in user's orders with its timeline and receipt, behind the sign-in guard. */
export function OrderDetailPage({ kind }: { kind: OrderDetailKind }) {
  usePageHead(kind.heading)
  const { orderId = '' } = useParams()
  return (
    <RequireSignIn>
      {(user) => (
        <OrderDetailContainer key={`${user.uid} ${orderId}`} uid={user.uid} orderId={orderId} kind={kind} />
      )}
    </RequireSignIn>
  )
}
