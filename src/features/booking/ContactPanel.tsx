import { Alert, Button, Group, Text, TextInput } from '@mantine/core'
import { SubmitForm } from '../../components/SubmitForm'
import { contactPanelMessages } from '../../content/messages/booking'
import type { ContactDetails } from '../../api/contract/devotee'
import type { ContactField, FieldErrors } from '../../domain/booking/bookingForm'
import { INDIA_DIAL_CODE } from '../../domain/phoneNumber'
import { sayIfAny } from '../../content/text'

interface ContactPanelProps {
  values: ContactDetails
  errors: FieldErrors<ContactField>
  error: string | null
  sending: boolean
  onChange: (field: ContactField, value: string) => void
  onSendCode: () => void
  onCancel: () => void
}

/** Guest contact details: name (focused when the panel opens) and WhatsApp number, then Send OTP. */
export function ContactPanel({
  values,
  errors,
  error,
  sending,
  onChange,
  onSendCode,
  onCancel,
}: ContactPanelProps) {
  return (
    <SubmitForm onSubmit={onSendCode}>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label={contactPanelMessages.name}
        autoComplete="name"
        value={values.name}
        error={sayIfAny(errors.name)}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label={contactPanelMessages.whatsappNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        // Wider than the input's height, Mantine's default: '+91' touched the first digit typed.
        leftSectionWidth={46}
        leftSection={
          <Text size="sm" c="gray.7">
            {INDIA_DIAL_CODE}
          </Text>
        }
        value={values.whatsappNumber}
        error={sayIfAny(errors.whatsappNumber)}
        onChange={(event) => onChange('whatsappNumber', event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {contactPanelMessages.cancel}
        </Button>
        <Button type="submit" loading={sending} disabled={sending}>
          {contactPanelMessages.sendOtp}
        </Button>
      </Group>
    </SubmitForm>
  )
}
