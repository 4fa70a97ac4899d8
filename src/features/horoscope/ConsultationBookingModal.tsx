import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { SiteDialog } from '../../components/SiteDialog'
import { SelectField } from '../../components/SelectField'
import { memo, useMemo, type FormEvent } from 'react'
import { useLanguage } from '../../components/useLanguage'
import { countriesIn, countryName } from '../../content/countries'
import { consultationBookingMessages } from '../../content/messages/horoscope'
import { formatMoney } from '../../domain/money'
import type { Language } from '../../lib/language'
import { CONSULTATION_PRICES } from '../../api/contract/consultations'
import {
  TIME_SLOTS,
  consultationFormProblem,
  type ConsultationField,
  type ConsultationForm,
} from '../../domain/consultation/consultationForm'
import { say, type Text as NamedText } from '../../content/text'
import { timeSlotLabel } from './timeSlotLabel'
import { focusFirstInvalid } from '../../components/focusFirstInvalid'

export interface ConsultationBookingModalProps {
  opened: boolean
  form: ConsultationForm
  /** The form's alert, e.g. 'Please fill in all required fields'. */
  formError: NamedText | null
  /** YYYY-MM-DD: the earliest date. */
  today: string
  onChange: (field: ConsultationField, value: string) => void
  onSubmit: () => void
  onClose: () => void
}

/** The country options in a language. */
const countryOptions = (language: Language) =>
  countriesIn(language).map((country) => ({
    value: country.code,
    label: consultationBookingMessages.countryOption(countryName(country, language), country.dialCode),
  }))

/** The phone's country: 240 options, drawn again only when the choice or the language changes. */
const CountrySelect = memo(function CountrySelect({
  value,
  language,
  onChange,
}: {
  value: string
  language: Language
  onChange: (field: ConsultationField, value: string) => void
}) {
  const options = useMemo(() => countryOptions(language), [language])
  return (
    <SelectField
      label={consultationBookingMessages.country}
      data={options}
      value={value}
      onChange={(event) => onChange('countryCode', event.currentTarget.value)}
    />
  )
})

/** 'Book Consultation' (SPEC §2, §5): name, email, phone with country, date, time slot and duration. */
export function ConsultationBookingModal(props: ConsultationBookingModalProps) {
  const { opened, form, formError, today, onChange, onClose } = props
  const language = useLanguage()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  // While the form's error shows, each field that still stops the booking is marked (as invalid, to a screen reader),
  // and one left empty says so under it, not by its colour alone; the alert alone words a value that is wrong.
  const inError = formError ? (consultationFormProblem(form, today)?.fields ?? []) : []
  const errorOf = (field: ConsultationField) =>
    inError.includes(field) && (form[field].trim() ? true : consultationBookingMessages.fieldRequired)
  const bind = (field: ConsultationField) => ({
    value: form[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
  })
  return (
    <SiteDialog
      opened={opened}
      onClose={onClose}
      title={consultationBookingMessages.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': consultationBookingMessages.close }}
    >
      <form onSubmit={submit} onSubmitCapture={focusFirstInvalid} noValidate>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {say(formError)}
            </Alert>
          )}
          <TextInput
            label={consultationBookingMessages.fullName}
            required
            autoComplete="name"
            data-autofocus
            {...bind('name')}
          />
          <TextInput
            label={consultationBookingMessages.email}
            type="email"
            required
            autoComplete="email"
            {...bind('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <CountrySelect value={form.countryCode} language={language} onChange={onChange} />
            <TextInput
              label={consultationBookingMessages.phone}
              type="tel"
              required
              inputMode="numeric"
              autoComplete="tel-national"
              {...bind('phone')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={consultationBookingMessages.date}
              type="date"
              required
              min={today}
              {...bind('date')}
            />
            <SelectField
              label={consultationBookingMessages.timeSlot}
              description={consultationBookingMessages.timeSlotZone}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              data={[
                { value: '', label: consultationBookingMessages.chooseTimeSlot },
                ...TIME_SLOTS.map((slot) => ({ value: slot, label: timeSlotLabel(slot) })),
              ]}
              {...bind('time')}
            />
          </SimpleGrid>
          <Radio.Group
            label={consultationBookingMessages.duration}
            value={form.duration}
            onChange={(value) => onChange('duration', value)}
          >
            <Group mt={6}>
              {(['10', '20'] as const).map((duration) => (
                <Radio
                  key={duration}
                  value={duration}
                  label={consultationBookingMessages.durationOption(
                    duration,
                    formatMoney(CONSULTATION_PRICES[duration], 'INR'),
                  )}
                />
              ))}
            </Group>
          </Radio.Group>
          <Button type="submit" mt="sm">
            {consultationBookingMessages.submit}
          </Button>
        </Stack>
      </form>
    </SiteDialog>
  )
}
