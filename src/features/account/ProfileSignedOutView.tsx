import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core'

/** SPEC §2: the profile page of a signed-out visitor. */
export function ProfileSignedOutView({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.7">
            Please Sign In
          </Title>
          <Text c="gray.7">Sign in with your phone number to view and edit your profile.</Text>
          <Button onClick={onSignIn}>Sign In</Button>
        </Stack>
      </Paper>
    </Container>
  )
}
