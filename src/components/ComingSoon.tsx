import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

/** Placeholder for a page whose content arrives with a later issue. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">This page is being prepared and will be available soon.</Text>
        <Button component={Link} to="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  )
}
