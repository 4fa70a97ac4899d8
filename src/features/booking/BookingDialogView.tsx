import './bookingStyles'
import { Stack } from '@mantine/core'
import { SiteDialog } from '../../components/SiteDialog'
import { useMediaQuery } from '@mantine/hooks'
import { useRefocusWhenLost } from '../../components/dialogFocus'
import {
  bookingDialogMessages,
  personalDetailsPanelMessages,
  reviewPanelMessages,
} from '../../content/messages/booking'
import type { ContactField, PersonalField } from '../../domain/booking/bookingForm'
import type { BookingKind } from '../../domain/booking/bookingOrder'
import type { FamilyActions } from './FamilyPanel'
import { bookingDialogOpened, type BookingScreen, type BookingStep } from './bookingScreen'
import type { BookingSummary } from './bookingSummary'
import { BookingSteps } from './BookingSteps'
import { ContactPanel } from './ContactPanel'
import { OtpPanel } from './OtpPanel'
import { PaymentPanel } from './PaymentPanel'
import { PersonalDetailsPanel } from './PersonalDetailsPanel'
import { ReviewPanel } from './ReviewPanel'
import { sayIfAny } from '../../content/text'

export interface BookingDialogActions {
  onClose: () => void
  onContactChange: (field: ContactField, value: string) => void
  onSendCode: () => void
  onCodeChange: (value: string) => void
  onVerify: () => void
  onOtpBack: () => void
  onResend: () => void
  onProceed: () => void
  onDetailsChange: (field: PersonalField, value: string) => void
  onDetailsSubmit: () => void
  onDetailsBack: () => void
  onPaymentBack: () => void
  onPaymentRetry: () => void
  /** The family's rows on the personal details. */
  family: FamilyActions
}

interface BookingDialogViewProps {
  kind: BookingKind
  isGuest: boolean
  step: BookingStep
  screen: BookingScreen
  /** The order being booked; null only while closed. */
  summary: BookingSummary | null
  actions: BookingDialogActions
}

/** The booking dialog: the step indicator above the panel of the current stage. */
export function BookingDialogView({ kind, isGuest, step, screen, summary, actions }: BookingDialogViewProps) {
  const titles: Record<Exclude<BookingScreen['name'], 'closed'>, string> = bookingDialogMessages.titles
  const mobile = useMediaQuery('(max-width: 36em)')
  const opened = bookingDialogOpened(screen, summary)
  const content = useRefocusWhenLost<HTMLDivElement>(opened)
  return (
    <SiteDialog
      opened={opened}
      onClose={actions.onClose}
      title={screen.name === 'closed' ? undefined : titles[screen.name]}
      size="lg"
      fullScreen={mobile}
      transitionProps={{ duration: 200 }}
      closeButtonProps={{ 'aria-label': bookingDialogMessages.close }}
    >
      {opened && (
        <Stack gap="lg" ref={content} tabIndex={-1}>
          <BookingSteps kind={kind} isGuest={isGuest} active={step} />
          <BookingPanel kind={kind} screen={screen} summary={summary} actions={actions} />
        </Stack>
      )}
    </SiteDialog>
  )
}

function BookingPanel({
  kind,
  screen,
  summary,
  actions,
}: {
  kind: BookingKind
  screen: BookingScreen
  summary: BookingSummary
  actions: BookingDialogActions
}) {
  switch (screen.name) {
    case 'contact':
      return (
        <ContactPanel
          values={screen.values}
          errors={screen.errors}
          error={sayIfAny(screen.error)}
          sending={screen.sending}
          onChange={actions.onContactChange}
          onSendCode={actions.onSendCode}
          onCancel={actions.onClose}
        />
      )
    case 'otp':
      return (
        <OtpPanel
          whatsappNumber={screen.whatsappNumber}
          code={screen.code}
          error={sayIfAny(screen.error)}
          verifying={screen.verifying}
          sending={screen.sending}
          resent={screen.resent}
          onChange={actions.onCodeChange}
          onVerify={actions.onVerify}
          onBack={actions.onOtpBack}
          onResend={actions.onResend}
        />
      )
    case 'review':
      return (
        <ReviewPanel
          summary={summary}
          contact={screen.contact}
          error={sayIfAny(screen.error)}
          signInRequired={screen.signInRequired}
          names={screen.names}
          onProceed={actions.onProceed}
        />
      )
    case 'personalDetails':
      return (
        <PersonalDetailsPanel
          values={screen.values}
          errors={screen.errors}
          error={sayIfAny(screen.error)}
          submitLabel={
            screen.signInRequired
              ? reviewPanelMessages.signInRequired
              : personalDetailsPanelMessages.submit[kind]
          }
          family={screen.family}
          familyActions={actions.family}
          onChange={actions.onDetailsChange}
          onSubmit={actions.onDetailsSubmit}
          onBack={actions.onDetailsBack}
        />
      )
    case 'payment':
      return (
        <PaymentPanel
          summary={summary}
          failed={screen.failed}
          error={sayIfAny(screen.error)}
          names={screen.names}
          onBack={actions.onPaymentBack}
          onRetry={actions.onPaymentRetry}
        />
      )
    case 'closed':
      return null
  }
}
