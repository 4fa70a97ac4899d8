import './paymentStyles'
import { withNames } from '../../domain/payment/bookingNames'
import type { PaymentData } from '../../domain/payment/paymentData'
import { usePageHead } from '../../lib/pageHead'
import { statusPageName } from './status/paymentStatusTexts'
import { PaymentStatusView, type PaymentStatusViewProps } from './status/PaymentStatusView'
import { useBookingNamesShown } from './status/useBookingNamesShown'
import { usePaymentStatus } from './status/usePaymentStatus'

type ResultProps = Extract<PaymentStatusViewProps, { screen: 'result' }>

/** The result with the booking named in the language shown. */
function ResultInLanguageShown({ data, ...status }: ResultProps & { data: PaymentData }) {
  const names = useBookingNamesShown(data)
  return <PaymentStatusView {...status} data={withNames(data, names)} />
}

/** /payment/success: the payment status and, once paid, the order (SPEC §2, §4). */
export function PaymentStatusPage() {
  const status = usePaymentStatus()
  usePageHead(statusPageName(status))
  if (status.screen === 'result' && status.data)
    return <ResultInLanguageShown key={status.data.merchantOrderId} {...status} data={status.data} />
  return <PaymentStatusView {...status} />
}
