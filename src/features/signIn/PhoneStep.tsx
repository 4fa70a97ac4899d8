import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import type { Country } from '../../content/countries'
import { CountryPicker } from './CountryPicker'
import { SubmitForm } from '../../components/SubmitForm'
import besideOrBelow from '../../components/besideOrBelow.module.css'
import { signInDialogMessages } from '../../content/messages/signIn'

const PHONE_ID = 'sign-in-phone'
const HELP_ID = 'sign-in-phone-help'

const describedByHelp = (input: HTMLInputElement | null) => input?.setAttribute('aria-describedby', HELP_ID)

export interface PhoneStepProps {
  countryCode: string
  phone: string
  sending: boolean
  onCountrySelect: (country: Country) => void
  onPhoneChange: (value: string) => void
  onSubmit: () => void
}

/** Country, phone number and Send OTP; Send is disabled while sending or while the field is empty. */
export function PhoneStep({
  countryCode,
  phone,
  sending,
  onCountrySelect,
  onPhoneChange,
  onSubmit,
}: PhoneStepProps) {
  return (
    <SubmitForm onSubmit={onSubmit} gap="md">
      <Stack gap={4}>
        <Text component="label" htmlFor={PHONE_ID} fw={500} size="sm">
          {signInDialogMessages.phoneLabel}
        </Text>
        <Group gap="xs">
          <CountryPicker countryCode={countryCode} onSelect={onCountrySelect} disabled={sending} />
          <TextInput
            id={PHONE_ID}
            className={besideOrBelow.text}
            placeholder={signInDialogMessages.phonePlaceholder}
            // Set on the element: Mantine overwrites an aria-describedby prop with its own (of a description or an
            // error, which this field has none of), and React leaves an attribute it does not set alone.
            ref={describedByHelp}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            readOnly={sending}
            data-autofocus
            onChange={(event) => onPhoneChange(event.currentTarget.value)}
          />
        </Group>
        <Text id={HELP_ID} size="xs" c="gray.7">
          {signInDialogMessages.phoneHelp}
        </Text>
      </Stack>
      <Button type="submit" fullWidth loading={sending} disabled={phone === ''}>
        {signInDialogMessages.send}
      </Button>
    </SubmitForm>
  )
}
