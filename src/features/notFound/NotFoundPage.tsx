import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { commonMessages } from '../../content/messages/common'
import { notFoundMessages } from '../../content/messages/notFound'
import { usePageHead } from '../../lib/pageHead'

export function NotFoundPage() {
  usePageHead(notFoundMessages.title)
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={700} c="saffron.7" aria-hidden="true">
          {notFoundMessages.code}
        </Text>
        <Title order={1}>{notFoundMessages.title}</Title>
        <Text c="gray.7">{notFoundMessages.text}</Text>
        <Group>
          <Button component={Link} to="/">
            {commonMessages.returnToHome}
          </Button>
          <Button component={Link} to="/virtual-puja" variant="light">
            {commonMessages.browsePujas}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
