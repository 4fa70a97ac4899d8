import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { ContactDetails, SankalpName } from '../../api/contract/devotee'
import { SankalpNames } from '../../components/family/SankalpNames'
import { reviewPanelMessages } from '../../content/messages/booking'
import { shownWhatsAppNumber } from '../../domain/phoneNumber'
import type { BookingSummary } from './bookingSummary'
import { OrderSummary } from './OrderSummary'

interface ReviewPanelProps {
  summary: BookingSummary
  contact: ContactDetails
  error: string | null
  signInRequired: boolean
  /** The names entered for the sankalp so far (back from the personal details); none at first. */
  names: SankalpName[]
  onProceed: () => void
}

/**
 * Review Booking: the order, the contact details, the sankalp's names once entered, and Proceed to Payment ('Sign In
 * Required' when signed out).
 */
export function ReviewPanel({ summary, contact, error, signInRequired, names, onProceed }: ReviewPanelProps) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <OrderSummary summary={summary} />
      </Paper>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={700}>{reviewPanelMessages.contactDetails}</Text>
          <Text size="sm">{contact.name}</Text>
          <Text size="sm">{reviewPanelMessages.whatsApp(shownWhatsAppNumber(contact.whatsappNumber))}</Text>
        </Stack>
      </Paper>
      {names.length > 0 && (
        <Paper withBorder p="md">
          <SankalpNames names={names} />
        </Paper>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onProceed}>
          {signInRequired ? reviewPanelMessages.signInRequired : reviewPanelMessages.proceed}
        </Button>
      </Group>
    </Stack>
  )
}
