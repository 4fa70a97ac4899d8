import { Stack, Text, ThemeIcon } from '@mantine/core'
import { signInDialogMessages } from '../../content/messages/signIn'

/** SPEC §2: 'Successfully Verified!' then 'Welcome ... Redirecting...'. */
export function VerifiedStep({ name }: { name: string }) {
  return (
    <Stack align="center" gap="xs" py="md" aria-live="polite">
      <ThemeIcon size={56} radius="xl" color="green" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      <Text fw={700} fz="lg" c="#237032">
        {signInDialogMessages.verified}
      </Text>
      <Text c="gray.7" ta="center">
        {signInDialogMessages.welcome(name)}
      </Text>
    </Stack>
  )
}
