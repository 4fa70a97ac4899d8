import { Alert, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { SubmissionStatus } from '../../components/useSubmission'
import classes from './NewsletterView.module.css'

export const NEWSLETTER_CONFIRMATION = 'Thank you for subscribing! New articles will arrive in your inbox.'
export const NEWSLETTER_FAILURE = 'We could not subscribe you right now. Please try again.'

interface NewsletterViewProps {
  form: UseFormReturnType<{ email: string }>
  status: SubmissionStatus
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void
}

/** The blog's newsletter box: an e-mail field and Subscribe, with its confirmation or error. */
export function NewsletterView({ form, status, onSubmit }: NewsletterViewProps) {
  return (
    <Box component="section" className={classes.box} aria-labelledby="newsletter-title">
      <Stack align="center" ta="center" gap="sm" maw={560} mx="auto">
        <Title order={2} id="newsletter-title" c="white" fz={{ base: 24, sm: 28 }}>
          Stay Connected with Spiritual Wisdom
        </Title>
        <Text c="saffron.0">
          Receive new articles on rituals, festivals, astrology and meditation. No spam, and you can
          unsubscribe at any time.
        </Text>
        {status === 'sent' ? (
          <Box component="output" display="block" w="100%">
            <Alert role="none" color="green" variant="white">
              {NEWSLETTER_CONFIRMATION}
            </Alert>
          </Box>
        ) : (
          <Box component="form" onSubmit={onSubmit} noValidate w="100%">
            <Group align="flex-start" gap="sm" wrap="nowrap" className={classes.row}>
              <TextInput
                type="email"
                label="Email address"
                labelProps={{ className: classes.label }}
                placeholder="you@example.com"
                autoComplete="email"
                style={{ flex: 1 }}
                classNames={{ error: classes.error }}
                {...form.getInputProps('email')}
              />
              <Button
                type="submit"
                loading={status === 'sending'}
                className={classes.submit}
                variant="white"
                color="maroon"
              >
                Subscribe
              </Button>
            </Group>
          </Box>
        )}
        {status === 'failed' && (
          <Alert color="red" variant="white" w="100%">
            {NEWSLETTER_FAILURE}
          </Alert>
        )}
      </Stack>
    </Box>
  )
}
