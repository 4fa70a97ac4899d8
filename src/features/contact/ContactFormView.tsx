import {
  Alert,
  Box,
  Button,
  InputBase,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { SelectField } from '../../components/SelectField'
import type { UseFormReturnType } from '@mantine/form'
import { commonMessages } from '../../content/messages/common'
import { contactFormMessages } from '../../content/messages/contact'
import { contactSubjects, type ContactFormValues } from './contactFormSchema'
import type { SubmissionStatus } from '../../components/useSubmission'
import { focusFirstInvalid } from '../../components/focusFirstInvalid'
import { useFocusBackAfterBusy } from '../../components/useFocusBackAfterBusy'

interface ContactFormViewProps {
  form: UseFormReturnType<ContactFormValues>
  status: SubmissionStatus
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void
  onRetry: () => void
}

/** The contact form: name, email, optional phone, subject and message, with its sent and failed notices. */
export function ContactFormView({ form, status, onSubmit, onRetry }: ContactFormViewProps) {
  const sending = status === 'sending'
  const sendButton = useFocusBackAfterBusy(sending)
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Box
        component="form"
        onSubmit={onSubmit}
        onSubmitCapture={focusFirstInvalid}
        noValidate
        aria-labelledby="contact-form-title"
      >
        <Stack gap="md">
          <div>
            <Title order={2} id="contact-form-title" fz={24} c="maroon.7">
              {contactFormMessages.title}
            </Title>
            <Text fz="sm" c="gray.7" mt={4}>
              {contactFormMessages.requiredNote}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={contactFormMessages.name}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label={contactFormMessages.email}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={contactFormMessages.phone}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <SelectField
              label={contactFormMessages.subject}
              withAsterisk
              data={[
                { value: '', label: contactFormMessages.chooseSubject, disabled: true },
                ...contactSubjects(),
              ]}
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          {/* Mantine's Textarea is this, plus an autosize the form does not use, which would come with the page. */}
          <InputBase
            component="textarea"
            multiline
            label={contactFormMessages.message}
            withAsterisk
            rows={6}
            styles={{ input: { resize: 'vertical' } }}
            {...form.getInputProps('message')}
          />
          {status === 'sent' && (
            <Box component="output" display="block">
              <Alert role="none" color="green">
                {contactFormMessages.thankYou}
              </Alert>
            </Box>
          )}
          {status === 'failed' && (
            <Alert color="red">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{contactFormMessages.failure}</Text>
                <Button size="xs" color="red" variant="light" onClick={onRetry}>
                  {commonMessages.tryAgain}
                </Button>
              </Stack>
            </Alert>
          )}
          <Button
            ref={sendButton}
            type="submit"
            size="md"
            loading={sending}
            disabled={sending}
            style={{ alignSelf: 'flex-start' }}
          >
            {contactFormMessages.send}
          </Button>
        </Stack>
      </Box>
    </Paper>
  )
}
