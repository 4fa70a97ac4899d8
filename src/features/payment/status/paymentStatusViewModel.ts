/** What the status page shows, as plain props: the View renders it, the Container derives it from the machine. */
import type { OrderKind, PaymentFigures } from '../../../../machines/paymentStatus.machine'
import type { PersonalDetails } from '../../../api/contract/devotee'
import type { PaymentData } from '../../../domain/payment/paymentData'
import type { Text } from '../../../content/text'

export type OrderStage =
  | { stage: 'hidden' }
  | { stage: 'preparing' }
  /** Paid, its details still asked for by Complete Your Booking: the order waits for them. */
  | { stage: 'awaitingDetails' }
  | { stage: 'creating' }
  | { stage: 'created'; orderId: string }
  | { stage: 'failed'; reason: Text }
  /** Paid, but this browser holds nothing of the booking (only the merchantOrderId came back): no order can be made. */
  | { stage: 'detailsMissing' }
  /** Paid from another account than the one signed in: nothing of the booking is shown, no order made for this one. */
  | { stage: 'otherAccount' }

export type StatusScreen =
  | { screen: 'checking' }
  | { screen: 'invalidData' }
  | { screen: 'noPaymentData' }
  | {
      screen: 'result'
      status: string
      payment: PaymentFigures
      /** The session data, when the page has it (not for a query-only payment). */
      data: PaymentData | null
      kind: OrderKind | null
      /** A re-check is under way. */
      rechecking: boolean
      /** Waiting for the next automatic check, or stopped after 15 minutes. */
      recheck: 'none' | 'scheduled' | 'stopped'
      /** Why the last status check failed: the status shown may be out of date. */
      checkError?: Text | null
      /** 'Complete Your Booking': the details saved before (shown with what to fix), what was typed since. */
      detailsForm: {
        initial: PersonalDetails | null
        draft: PersonalDetails | null
        submitting: boolean
      } | null
      order: OrderStage
      /** Paying again for the same booking after a failed or cancelled payment. */
      payAgain: PayAgain
    }

export type PayAgain =
  { stage: 'unavailable' } | { stage: 'ready'; error: Text | null } | { stage: 'starting' }

export interface PaymentStatusActions {
  onSubmitDetails: (details: PersonalDetails) => void
  onDetailsChange: (details: PersonalDetails) => void
  onRetryOrder: () => void
  onRecheck: () => void
  onPayAgain: () => void
}
