import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { articleMessages } from '../../content/messages/blog'

/** /blog/{id} for an id no article has. */
export function ArticleNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1} c="maroon.7">
          {articleMessages.notFoundTitle}
        </Title>
        <Text c="gray.7">{articleMessages.notFoundText}</Text>
        <Button component={Link} to="/blog">
          {articleMessages.backToBlog}
        </Button>
      </Stack>
    </Container>
  )
}
