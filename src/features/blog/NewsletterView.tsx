import { Alert, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import type { SubmissionStatus } from '../../components/useSubmission'
import { newsletterMessages } from '../../content/messages/blog'
import { commonMessages } from '../../content/messages/common'
import classes from './NewsletterView.module.css'
import { focusFirstInvalid } from '../../components/focusFirstInvalid'

interface NewsletterViewProps {
  email: string
  /** The address's message, in the language shown; none until it is sent. */
  error: string | undefined
  status: SubmissionStatus
  onEmailChange: (email: string) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}

/** The blog's newsletter box: an e-mail field and Subscribe, with its confirmation or error. */
export function NewsletterView({ email, error, status, onEmailChange, onSubmit }: NewsletterViewProps) {
  return (
    <Box component="section" className={classes.box} aria-labelledby="newsletter-title">
      <Stack align="center" ta="center" gap="sm" maw={560} mx="auto">
        <Title order={2} id="newsletter-title" c="white" fz={{ base: 24, sm: 28 }}>
          {newsletterMessages.title}
        </Title>
        <Text c="saffron.0">{newsletterMessages.text}</Text>
        {status === 'sent' ? (
          <Box component="output" display="block" w="100%">
            <Alert role="none" color="green" variant="white">
              {newsletterMessages.confirmation}
            </Alert>
          </Box>
        ) : (
          <Box component="form" onSubmit={onSubmit} onSubmitCapture={focusFirstInvalid} noValidate w="100%">
            <Group align="flex-start" gap="sm" wrap="nowrap" className={classes.row}>
              <TextInput
                type="email"
                label={newsletterMessages.emailLabel}
                labelProps={{ className: classes.label }}
                placeholder={commonMessages.emailPlaceholder}
                autoComplete="email"
                style={{ flex: 1 }}
                classNames={{ error: classes.error }}
                value={email}
                error={error}
                onChange={(event) => onEmailChange(event.currentTarget.value)}
              />
              <Button
                type="submit"
                loading={status === 'sending'}
                className={classes.submit}
                variant="white"
                color="maroon"
              >
                {newsletterMessages.subscribe}
              </Button>
            </Group>
          </Box>
        )}
        {status === 'failed' && (
          <Alert color="red" variant="white" w="100%">
            {newsletterMessages.failure}
          </Alert>
        )}
      </Stack>
    </Box>
  )
}
