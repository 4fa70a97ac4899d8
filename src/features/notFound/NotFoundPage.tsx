import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={700} c="saffron.7" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="gray.7">The page you are looking for does not exist or has moved.</Text>
        <Group>
          <Button component={Link} to="/">
            Return to Home
          </Button>
          <Button component={Link} to="/virtual-puja" variant="light">
            Browse Pujas
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
