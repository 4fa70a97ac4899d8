import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { PersonalDetails } from '../../../api/contract/devotee'
import { personalDetailsLabels as labels } from '../../../content/messages/common'
import { completeBookingMessages as messages } from '../../../content/messages/payment'
import {
  cleanPersonalField,
  emptyPersonalDetails,
  trimPersonalDetails,
  validatePersonalDetails,
} from '../../../domain/booking/bookingForm'
import { sayEach } from '../../../content/text'
import { useFormInShownLanguage } from '../../../components/useFormInShownLanguage'
import { focusFirstInvalid } from '../../../components/focusFirstInvalid'

interface CompleteBookingFormProps {
  /** The details taken before payment, if any: shown with what to fix. */
  initial: PersonalDetails | null
  /** What the devotee typed here before a reload, shown as they left it (with what to fix, if `initial` was). */
  draft: PersonalDetails | null
  submitting: boolean
  onChange: (details: PersonalDetails) => void
  onSubmit: (details: PersonalDetails) => void
}

/**
 * 'Complete Your Booking' (SPEC §4): the personal details after a successful puja or chadava payment, asked only when
 * those taken before payment are missing or invalid; invalid ones show with what to fix.
 */
export function CompleteBookingForm({
  initial,
  draft,
  submitting,
  onChange,
  onSubmit,
}: CompleteBookingFormProps) {
  const form = useForm<PersonalDetails>({
    initialValues: draft ?? initial ?? emptyPersonalDetails,
    initialErrors: initial ? sayEach(validatePersonalDetails(draft ?? initial)) : {},
    validate: (values) => sayEach(validatePersonalDetails(values)),
    onValuesChange: (values) => onChange(values),
  })
  useFormInShownLanguage(form)
  const submit = form.onSubmit((values) => onSubmit(trimPersonalDetails(values)))
  const pincode = form.getInputProps('pincode')
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      component="section"
      aria-labelledby="complete-booking-title"
    >
      <form onSubmit={submit} onSubmitCapture={focusFirstInvalid} noValidate>
        <Stack>
          <div>
            <Title order={2} id="complete-booking-title" fz="h3" c="maroon.7">
              {messages.title}
            </Title>
            <Text c="gray.7" size="sm">
              {messages.text}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={labels.fullName}
              required
              autoComplete="name"
              {...form.getInputProps('fullName')}
            />
            <TextInput label={labels.gotra} required {...form.getInputProps('gotra')} />
          </SimpleGrid>
          <TextInput
            label={labels.address}
            required
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={labels.city}
              required
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label={labels.state}
              required
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <TextInput
              label={labels.pincode}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              {...pincode}
              onChange={(event) => pincode.onChange(cleanPersonalField('pincode', event.currentTarget.value))}
            />
          </SimpleGrid>
          <Button type="submit" loading={submitting} disabled={submitting} size="md">
            {messages.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
