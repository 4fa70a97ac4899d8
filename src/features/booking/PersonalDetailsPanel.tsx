import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { SubmitForm } from '../../components/SubmitForm'
import type { PersonalDetails } from '../../api/schemas'
import { personalDetailsPanelMessages } from '../../content/messages/booking'
import type { FieldErrors, PersonalField } from '../../domain/booking/bookingForm'

export interface PersonalDetailsPanelProps {
  values: PersonalDetails
  errors: FieldErrors<PersonalField>
  error: string | null
  submitLabel: string
  onChange: (field: PersonalField, value: string) => void
  onSubmit: () => void
  onBack: () => void
}

const { labels } = personalDetailsPanelMessages
const fields: { field: PersonalField; label: string; autoComplete: string }[] = [
  { field: 'fullName', label: labels.fullName, autoComplete: 'name' },
  { field: 'gotra', label: labels.gotra, autoComplete: 'off' },
  { field: 'address', label: labels.address, autoComplete: 'street-address' },
  { field: 'city', label: labels.city, autoComplete: 'address-level2' },
  { field: 'state', label: labels.state, autoComplete: 'address-level1' },
  { field: 'pincode', label: labels.pincode, autoComplete: 'postal-code' },
]

/** Fill Name, Gotra & Address: six required fields; Back to Review, or pay with valid details. */
export function PersonalDetailsPanel({
  values,
  errors,
  error,
  submitLabel,
  onChange,
  onSubmit,
  onBack,
}: PersonalDetailsPanelProps) {
  return (
    <SubmitForm onSubmit={onSubmit}>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map(({ field, label, autoComplete }) => (
          <TextInput
            key={field}
            label={label}
            autoComplete={autoComplete}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.currentTarget.value)}
            {...(field === 'pincode' ? { inputMode: 'numeric' as const } : {})}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {personalDetailsPanelMessages.backToReview}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </Group>
    </SubmitForm>
  )
}
