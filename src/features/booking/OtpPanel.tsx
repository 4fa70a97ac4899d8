import { Alert, Button, Group, Text, TextInput } from '@mantine/core'
import { useRef } from 'react'
import { SubmitForm } from '../../components/SubmitForm'
import { otpPanelMessages } from '../../content/messages/booking'
import { INDIA_DIAL_CODE } from '../../domain/phoneNumber'

interface OtpPanelProps {
  whatsappNumber: string
  code: string
  error: string | null
  verifying: boolean
  sending: boolean
  /** A new code was sent (Resend OTP): the panel says so until the code is typed. */
  resent: boolean
  onChange: (value: string) => void
  onVerify: () => void
  onBack: () => void
  onResend: () => void
}

/**
 * The OTP stage: the 6-digit code, Verify, Back to the phone form, Resend OTP. Resend OTP gives the focus to the code
 * field, where the new code goes: the button is disabled while the code is sent, which would drop the focus to the
 * page. Once the new code is sent, a status line says so; the line is there, empty, before, so screen readers read it.
 */
export function OtpPanel({
  whatsappNumber,
  code,
  error,
  verifying,
  sending,
  resent,
  onChange,
  onVerify,
  onBack,
  onResend,
}: OtpPanelProps) {
  const busy = verifying || sending
  const codeField = useRef<HTMLInputElement>(null)
  const resend = () => {
    codeField.current?.focus()
    onResend()
  }
  return (
    <SubmitForm onSubmit={onVerify}>
      <div>
        <Text size="sm">{otpPanelMessages.codeSentTo(INDIA_DIAL_CODE, whatsappNumber)}</Text>
        <Text size="sm" fw={600} role="status">
          {resent && otpPanelMessages.resent}
        </Text>
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label={otpPanelMessages.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-autofocus
        ref={codeField}
      />
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button variant="default" onClick={onBack} disabled={busy}>
            {otpPanelMessages.back}
          </Button>
          <Button variant="subtle" onClick={resend} loading={sending} disabled={busy}>
            {otpPanelMessages.resend}
          </Button>
        </Group>
        <Button type="submit" loading={verifying} disabled={busy}>
          {otpPanelMessages.verify}
        </Button>
      </Group>
    </SubmitForm>
  )
}
