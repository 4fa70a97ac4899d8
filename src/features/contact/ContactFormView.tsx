import {
  Alert,
  Box,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { contactSubjects, type ContactFormValues } from './contactFormSchema'
import classes from './ContactFormView.module.css'
import type { SubmissionStatus } from '../../components/useSubmission'

export const CONTACT_THANK_YOU = 'Thank you for your message. We will respond within 24 hours.'
export const CONTACT_FAILURE = 'We could not send your message. Your text is kept: please try again.'

interface ContactFormViewProps {
  form: UseFormReturnType<ContactFormValues>
  status: SubmissionStatus
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void
  onRetry: () => void
}

/** The contact form: name, email, optional phone, subject and message, with its sent and failed notices. */
export function ContactFormView({ form, status, onSubmit, onRetry }: ContactFormViewProps) {
  const sending = status === 'sending'
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.form}>
      <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <div>
            <Title order={2} id="contact-form-title" fz={24} c="maroon.7">
              Send Us a Message
            </Title>
            <Text fz="sm" c="gray.7" mt={4}>
              Fields marked * are required.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <NativeSelect
              label="Subject"
              withAsterisk
              data={[{ value: '', label: 'Choose a subject', disabled: true }, ...contactSubjects]}
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          <Textarea
            label="Message"
            withAsterisk
            rows={6}
            resize="vertical"
            {...form.getInputProps('message')}
          />
          {status === 'sent' && (
            <Box component="output" display="block">
              <Alert role="none" color="green">
                {CONTACT_THANK_YOU}
              </Alert>
            </Box>
          )}
          {status === 'failed' && (
            <Alert color="red">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{CONTACT_FAILURE}</Text>
                <Button size="xs" color="red" variant="light" onClick={onRetry}>
                  Try Again
                </Button>
              </Stack>
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            loading={sending}
            disabled={sending}
            style={{ alignSelf: 'flex-start' }}
          >
            Send Message
          </Button>
        </Stack>
      </Box>
    </Paper>
  )
}
