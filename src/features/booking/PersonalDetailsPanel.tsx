import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { SubmitForm } from '../../components/SubmitForm'
import type { PersonalDetails } from '../../api/contract/devotee'
import { personalDetailsPanelMessages } from '../../content/messages/booking'
import type { FieldErrors, PersonalField } from '../../domain/booking/bookingForm'
import type { FamilyScreen } from './bookingScreen'
import { FamilyPanel, type FamilyActions } from './FamilyPanel'
import { sayIfAny } from '../../content/text'

interface PersonalDetailsPanelProps {
  values: PersonalDetails
  errors: FieldErrors<PersonalField>
  error: string | null
  submitLabel: string
  /** The family's rows of a package for more than one person; null when the order takes one name. */
  family: FamilyScreen | null
  familyActions: FamilyActions
  onChange: (field: PersonalField, value: string) => void
  onSubmit: () => void
  onBack: () => void
}

const fields: { field: PersonalField; autoComplete: string }[] = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'gotra', autoComplete: 'off' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'pincode', autoComplete: 'postal-code' },
]

/**
 * Fill Name, Gotra & Address: six required fields, then — for a package for more than one person — the family's names
 * in the sankalp; Back to Review, or pay with valid details.
 */
export function PersonalDetailsPanel({
  values,
  errors,
  error,
  submitLabel,
  family,
  familyActions,
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
        {fields.map(({ field, autoComplete }) => (
          <TextInput
            key={field}
            label={personalDetailsPanelMessages.labels[field]}
            autoComplete={autoComplete}
            value={values[field]}
            error={sayIfAny(errors[field])}
            onChange={(event) => onChange(field, event.currentTarget.value)}
            {...(field === 'pincode' ? { inputMode: 'numeric' as const } : {})}
          />
        ))}
      </SimpleGrid>
      {family && <FamilyPanel family={family} actions={familyActions} />}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {personalDetailsPanelMessages.backToReview}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </Group>
    </SubmitForm>
  )
}
