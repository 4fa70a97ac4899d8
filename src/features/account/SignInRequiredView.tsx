import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'

export interface SignInPrompt {
  title: string
  text: string
  signIn: string
}

/** SPEC §2: what a signed-out visitor sees on a page that needs sign-in (the order pages', or the profile's words). */
export function SignInRequiredView({
  title,
  text,
  signIn,
  onSignIn,
}: SignInPrompt & { onSignIn: () => void }) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="saffron" variant="light" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.7">
            {title}
          </Title>
          <Text c="gray.7">{text}</Text>
          <Button size="md" onClick={onSignIn}>
            {signIn}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
