import {
  Anchor,
  Badge,
  Box,
  Container,
  Divider,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { BLOG_IMAGE_SIZE, type BlogArticle } from '../../content/blog/types'
import type { TextBlock } from '../../content/textBlocks'
import { articleMessages, blogCategoryNames } from '../../content/messages/blog'
import { ArticleCard } from './ArticleCard'
import { ArticleMeta } from './ArticleMeta'
import { TextBlocks } from '../../components/TextBlocks'

interface ArticleViewProps {
  article: BlogArticle
  content: readonly TextBlock[]
  related: readonly BlogArticle[]
}

/** One blog article: category, title, author/date/read time, image, full text, tags and related articles. */
export function ArticleView({ article, content, related }: ArticleViewProps) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/blog" fz="sm" fw={600}>
        ← {articleMessages.backToBlog}
      </Anchor>
      <Box component="article" aria-labelledby="article-title" maw={760} mx="auto" mt="lg">
        <Stack gap="sm">
          <Badge variant="light" color="maroon" size="lg">
            {blogCategoryNames[article.category]}
          </Badge>
          <Title order={1} id="article-title" c="maroon.7" fz={{ base: 28, sm: 40 }} lh={1.2}>
            {article.title}
          </Title>
          <Text fz="lg" c="gray.8" lh={1.6}>
            {article.excerpt}
          </Text>
          <ArticleMeta article={article} />
        </Stack>
        <Image
          src={article.image}
          alt={article.imageAlt}
          {...BLOG_IMAGE_SIZE}
          h="auto"
          radius="lg"
          my="xl"
          fetchPriority="high"
        />
        <TextBlocks blocks={content} headingOrder={2} />
        <Group
          component="ul"
          gap="xs"
          mt="xl"
          p={0}
          aria-label={articleMessages.tags}
          style={{ listStyle: 'none' }}
        >
          {article.tags.map((tag) => (
            <Badge key={tag} component="li" variant="outline" color="gray" tt="none" fw={500} size="lg">
              {tag}
            </Badge>
          ))}
        </Group>
      </Box>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-title" mt={56}>
          <Divider mb="xl" />
          <Title order={2} id="related-title" c="maroon.7" mb="lg">
            {articleMessages.relatedTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {related.map((other) => (
              <ArticleCard key={other.id} article={other} loading="lazy" />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Container>
  )
}
