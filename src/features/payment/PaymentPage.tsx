import './paymentStyles'
/**
 * /payment (SPEC §2): a simulated payment for the route state { service, amount, type, items }. Nothing is charged:
 * 2 seconds after Pay it shows success with a transaction id made from the current time.
 */
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { usePageHead } from '../../lib/pageHead'
import {
  paymentPageName,
  PaymentPageView,
  type PaymentMethod,
  type PaymentPageStatus,
} from './PaymentPageView'
import { parsePaymentRequest, SIMULATED_PAYMENT_DELAY_MS, simulatedTransactionId } from './paymentRequest'

export function PaymentPage() {
  const location = useLocation()
  const request = useMemo(() => parsePaymentRequest(location.state), [location.state])
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [processing, setProcessing] = useState(false)
  const [transactionId, setTransactionId] = useState<string | null>(null)

  useEffect(() => {
    if (!processing) return
    const timer = setTimeout(() => {
      setTransactionId(simulatedTransactionId(Date.now()))
      setProcessing(false)
    }, SIMULATED_PAYMENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [processing])

  const status: PaymentPageStatus = !request
    ? { name: 'invalid' }
    : transactionId
      ? { name: 'success', request, transactionId }
      : { name: 'form', request, method, processing }

  usePageHead(paymentPageName(status))
  return <PaymentPageView status={status} onMethodChange={setMethod} onPay={() => setProcessing(true)} />
}
