import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { commonMessages } from '../../content/messages/common'
import { profileSignedOutMessages as messages } from '../../content/messages/profile'

/** SPEC §2: the profile page of a signed-out visitor. */
export function ProfileSignedOutView({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }} c="maroon.7">
            {messages.title}
          </Title>
          <Text c="gray.7">{messages.text}</Text>
          <Button onClick={onSignIn}>{commonMessages.signIn}</Button>
        </Stack>
      </Paper>
    </Container>
  )
}
