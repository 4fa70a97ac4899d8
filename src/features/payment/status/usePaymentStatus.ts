import { useActor } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { paymentStatusMachine, type AuthState } from '../../../../machines/paymentStatus.machine'
import type { PersonalDetails } from '../../../api/contract/devotee'
import { useAuth } from '../../../auth/AuthProvider'
import { useCredentials } from '../../../auth/useCredentials'
import { detailsDraftOf } from '../../../domain/payment/detailsDraft'
import { inspectorOptions } from '../../../lib/inspector'
import { createPaymentStatusImplementations } from './paymentStatusImplementations'
import { statusScreenOf } from './paymentStatusScreen'
import type { PaymentStatusActions, StatusScreen } from './paymentStatusViewModel'

/** The machine's view of the site's auth state: loading, and the uid once signed in. */
function useAuthForOrders(): AuthState {
  const { status, user } = useAuth()
  const loading = status === 'loading'
  const uid = user?.uid ?? null
  return useMemo(() => ({ loading, uid }), [loading, uid])
}

/** Binds the paymentStatus machine to the page's location and the auth state. */
export function usePaymentStatus(): StatusScreen & PaymentStatusActions {
  const location = useLocation()
  const auth = useAuthForOrders()
  const credentials = useCredentials()
  const [machine] = useState(() =>
    paymentStatusMachine.provide(
      createPaymentStatusImplementations({
        routeState: location.state,
        search: location.search,
        credentials,
      }),
    ),
  )
  const [now] = useState(Date.now)
  const [snapshot, send] = useActor(machine, { input: { auth, now }, ...inspectorOptions() })
  useEffect(() => {
    send({ type: 'auth.changed', auth })
  }, [auth, send])
  const onSubmitDetails = useCallback(
    (personalDetails: PersonalDetails) => send({ type: 'details.submit', personalDetails }),
    [send],
  )
  const screen = statusScreenOf(snapshot, detailsDraftOf)
  const onDetailsChange = useCallback(
    (personalDetails: PersonalDetails) => send({ type: 'details.change', personalDetails }),
    [send],
  )
  const onRetryOrder = useCallback(() => send({ type: 'order.retry' }), [send])
  const onRecheck = useCallback(() => send({ type: 'status.recheck' }), [send])
  const onPayAgain = useCallback(() => send({ type: 'payment.retry' }), [send])
  return { ...screen, onSubmitDetails, onDetailsChange, onRetryOrder, onRecheck, onPayAgain }
}
