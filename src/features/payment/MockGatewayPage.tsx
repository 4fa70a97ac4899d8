import './paymentStyles'
/**
 * /mock-gateway (mock site only): shows the payment initiated on the mock backend and records the visitor's choice —
 * Pay, Fail, Cancel or Leave pending — then returns the browser to the site's /payment/success.
 */
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { isAborted } from '../../api/client'
import { failureMessage } from '../../api/failureMessage'
import { fetchMockGatewayPayment, recordMockGatewayOutcome } from '../../api/payments'
import type { GatewayOutcomeState } from '../../api/contract/mockServices'
import { allowedRedirect } from '../../lib/redirect'
import {
  mockGatewayMessages,
  mockGatewayOutcomeFailures,
  paymentFailureMessages,
} from '../../content/messages/payment'
import { usePageHead } from '../../lib/pageHead'
import { MockGatewayView, type MockGatewayStatus } from './MockGatewayView'
import { textOf } from '../../content/text'

interface MockGatewayPageProps {
  /** Where the browser goes after a choice (a full page load, like a real gateway's return). */
  navigate?: (url: string) => void
  mockMode?: boolean
}

const isMockSite = () => import.meta.env.VITE_MOCK === 'msw'

export function MockGatewayPage({
  navigate = (url) => window.location.assign(url),
  mockMode = isMockSite(),
}: MockGatewayPageProps) {
  usePageHead(mockGatewayMessages.heading)
  const [params] = useSearchParams()
  const merchantOrderId = params.get('merchantOrderId') ?? ''
  const [status, setStatus] = useState<MockGatewayStatus>(
    mockMode ? { name: 'loading' } : { name: 'unavailable' },
  )

  useEffect(() => {
    if (!mockMode) return
    const controller = new AbortController()
    fetchMockGatewayPayment(merchantOrderId, { signal: controller.signal }).then(
      (payment) => setStatus({ name: 'ready', ...payment, submitting: null, error: null }),
      (error: unknown) => {
        if (!isAborted(error))
          setStatus({ name: 'error', message: textOf(paymentFailureMessages, 'paymentNotFound') })
      },
    )
    return () => controller.abort()
  }, [merchantOrderId, mockMode])

  const choose = (state: GatewayOutcomeState) => {
    if (status.name !== 'ready' || status.submitting) return
    setStatus({ ...status, submitting: state, error: null })
    recordMockGatewayOutcome(merchantOrderId, state).then(
      (redirectUrl) => {
        const target = allowedRedirect(redirectUrl, {
          gatewayOrigins: [],
          siteOrigin: window.location.origin,
          allowSiteOrigin: true,
        })
        if (target) navigate(target)
        else
          setStatus({
            ...status,
            submitting: null,
            error: textOf(paymentFailureMessages, 'paymentException'),
          })
      },
      (error: unknown) =>
        setStatus({ ...status, submitting: null, error: failureMessage(error, mockGatewayOutcomeFailures) }),
    )
  }

  return <MockGatewayView status={status} onChoose={choose} />
}
