import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export const ARTICLE_NOT_FOUND = 'Article Not Found'

/** /blog/{id} for an id no article has. */
export function ArticleNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1} c="maroon.7">
          {ARTICLE_NOT_FOUND}
        </Title>
        <Text c="gray.7">The article you are looking for does not exist or may have been moved.</Text>
        <Button component={Link} to="/blog">
          Back to Blog
        </Button>
      </Stack>
    </Container>
  )
}
