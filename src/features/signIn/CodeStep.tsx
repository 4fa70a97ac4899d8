import { Button, Group, Text, TextInput } from '@mantine/core'
import { OTP_LENGTH } from '../../domain/phoneNumber'
import { SubmitForm } from '../../components/SubmitForm'
import { signInDialogMessages } from '../../content/messages/signIn'
import classes from './CodeStep.module.css'

export interface CodeStepProps {
  fullPhone: string
  code: string
  verifying: boolean
  onCodeChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
}

/** The 6-digit code: digits only; Verify is enabled at exactly six digits and disabled while verifying. */
export function CodeStep({ fullPhone, code, verifying, onCodeChange, onSubmit, onBack }: CodeStepProps) {
  return (
    <SubmitForm onSubmit={onSubmit} gap="md">
      <Text size="sm" c="gray.7" ta="center">
        {signInDialogMessages.codeSentTo}
        <strong>{fullPhone}</strong>
      </Text>
      <TextInput
        label={signInDialogMessages.codeLabel}
        placeholder={signInDialogMessages.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        readOnly={verifying}
        data-autofocus
        classNames={{ input: classes.codeInput }}
        onChange={(event) => onCodeChange(event.currentTarget.value)}
      />
      <Group grow gap="sm">
        <Button variant="default" onClick={onBack} disabled={verifying}>
          {signInDialogMessages.back}
        </Button>
        <Button type="submit" loading={verifying} disabled={code.length !== OTP_LENGTH}>
          {signInDialogMessages.verify}
        </Button>
      </Group>
    </SubmitForm>
  )
}
