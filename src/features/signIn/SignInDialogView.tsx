import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { SiteDialog } from '../../components/SiteDialog'
import type { ReactNode } from 'react'
import { Link } from '../../components/LocalLink'
import { useRefocusWhenLost, useReturnFocus } from '../../components/dialogFocus'
import { signInDialogMessages } from '../../content/messages/signIn'
import { CodeStep, type CodeStepProps } from './CodeStep'
import { PhoneStep, type PhoneStepProps } from './PhoneStep'
import type { SignInStage } from './signInViewState'
import { VerifiedStep } from './VerifiedStep'
import { say, type Text as NamedText } from '../../content/text'

interface SignInDialogViewProps
  extends Omit<PhoneStepProps, 'sending' | 'onSubmit'>, Omit<CodeStepProps, 'verifying' | 'onSubmit'> {
  opened: boolean
  onClose: () => void
  /** Called once the closing fade has ended. */
  onClosed?: () => void
  stage: SignInStage
  subtitle?: string
  error: NamedText | null
  /** Name greeted on the verified screen. */
  welcomeName: string
  onPhoneSubmit: () => void
  onCodeSubmit: () => void
}

function TermsNote() {
  return (
    <Text size="xs" c="gray.7" ta="center">
      {signInDialogMessages.termsAgree}{' '}
      <Anchor component={Link} to="/terms-conditions" size="xs" underline="always">
        {signInDialogMessages.termsConditions}
      </Anchor>{' '}
      {signInDialogMessages.termsAnd}{' '}
      <Anchor component={Link} to="/privacy-policy" size="xs" underline="always">
        {signInDialogMessages.privacyPolicy}
      </Anchor>
      {signInDialogMessages.termsEnd}
    </Text>
  )
}

/** The sign-in dialog (SPEC §2): welcome title, subtitle, the current step, errors in a red banner, terms note. */
export function SignInDialogView(props: SignInDialogViewProps) {
  const { opened, onClose, onClosed, stage, subtitle = signInDialogMessages.subtitle, error } = props
  const content = useRefocusWhenLost<HTMLDivElement>(opened)
  useReturnFocus(opened)
  let step: ReactNode
  if (stage === 'verified') step = <VerifiedStep name={props.welcomeName} />
  else if (stage === 'code' || stage === 'verifying')
    step = (
      <CodeStep
        fullPhone={props.fullPhone}
        code={props.code}
        verifying={stage === 'verifying'}
        onCodeChange={props.onCodeChange}
        onSubmit={props.onCodeSubmit}
        onBack={props.onBack}
      />
    )
  else
    step = (
      <PhoneStep
        countryCode={props.countryCode}
        phone={props.phone}
        sending={stage === 'sending'}
        onCountrySelect={props.onCountrySelect}
        onPhoneChange={props.onPhoneChange}
        onSubmit={props.onPhoneSubmit}
      />
    )
  return (
    <SiteDialog
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      centered
      size="md"
      radius="lg"
      title={signInDialogMessages.title}
      transitionProps={{ transition: 'fade', duration: 200 }}
      closeButtonProps={{ 'aria-label': signInDialogMessages.close }}
      styles={{
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontWeight: 700,
          fontSize: '1.375rem',
          color: 'var(--mantine-color-maroon-7)',
        },
      }}
    >
      <Stack gap="md" ref={content} tabIndex={-1}>
        <Text c="gray.7">{subtitle}</Text>
        {error && stage !== 'verified' ? (
          <Alert color="red" variant="light" role="alert" title={null}>
            {say(error)}
          </Alert>
        ) : null}
        {step}
        {stage === 'verified' ? null : <TermsNote />}
      </Stack>
    </SiteDialog>
  )
}
