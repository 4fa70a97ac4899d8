import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { SiteDialog } from '../../components/SiteDialog'
import { DetailList } from '../../components/DetailList'
import { processingPaymentMessages } from '../../content/messages/horoscope'
import { say, type Text as NamedText } from '../../content/text'

export interface ConsultationSummary {
  name: string
  email: string
  phone: string
  date: string
  time: string
  duration: string
  amount: string
}

export interface ProcessingPaymentModalProps {
  opened: boolean
  stage: 'initializing' | 'redirecting' | 'failed'
  error: NamedText | null
  summary: ConsultationSummary
  onCancel: () => void
}

/** 'Processing Payment' (SPEC §2): the spinner text, the error line, the booking summary and Cancel. */
export function ProcessingPaymentModal({
  opened,
  stage,
  error,
  summary,
  onCancel,
}: ProcessingPaymentModalProps) {
  return (
    <SiteDialog
      opened={opened}
      onClose={onCancel}
      title={processingPaymentMessages.title}
      size="md"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': processingPaymentMessages.close }}
    >
      <Stack gap="md">
        {stage !== 'failed' && (
          <Group gap="sm" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>
              {stage === 'initializing'
                ? processingPaymentMessages.initializing
                : processingPaymentMessages.processing}
            </Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            {say(error)}
          </Alert>
        )}
        <DetailList
          headingOrder={3}
          title={processingPaymentMessages.summaryTitle}
          rows={[
            { label: processingPaymentMessages.name, value: summary.name },
            { label: processingPaymentMessages.email, value: summary.email },
            { label: processingPaymentMessages.phone, value: summary.phone },
            { label: processingPaymentMessages.date, value: summary.date },
            { label: processingPaymentMessages.time, value: summary.time },
            { label: processingPaymentMessages.duration, value: summary.duration },
            { label: processingPaymentMessages.amount, value: summary.amount },
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {processingPaymentMessages.cancel}
          </Button>
        </Group>
      </Stack>
    </SiteDialog>
  )
}
