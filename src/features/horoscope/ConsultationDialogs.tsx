import './consultationStyles'
import { ConsultationBookingModal, type ConsultationBookingModalProps } from './ConsultationBookingModal'
import { ProcessingPaymentModal, type ProcessingPaymentModalProps } from './ProcessingPaymentModal'

interface ConsultationDialogsProps {
  booking: ConsultationBookingModalProps
  processing: ProcessingPaymentModalProps
}

/** The consultation's two dialogs: 'Book Consultation' and, once it is sent, 'Processing Payment'. */
export function ConsultationDialogs({ booking, processing }: ConsultationDialogsProps) {
  return (
    <>
      <ConsultationBookingModal {...booking} />
      <ProcessingPaymentModal {...processing} />
    </>
  )
}
