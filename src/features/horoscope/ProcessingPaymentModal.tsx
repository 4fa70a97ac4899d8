import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { DetailList } from '../../components/DetailList'

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
  error: string | null
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
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Processing Payment"
      size="md"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {stage !== 'failed' && (
          <Group gap="sm" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>
              {stage === 'initializing' ? 'Initializing Payment...' : 'Processing Payment...'}
            </Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <DetailList
          title="Booking Summary"
          rows={[
            { label: 'Name', value: summary.name },
            { label: 'Email', value: summary.email },
            { label: 'Phone', value: summary.phone },
            { label: 'Date', value: summary.date },
            { label: 'Time', value: summary.time },
            { label: 'Duration', value: summary.duration },
            { label: 'Amount', value: summary.amount },
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
