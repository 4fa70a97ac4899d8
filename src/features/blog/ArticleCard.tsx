import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { BLOG_IMAGE_SIZE, type BlogArticle } from '../../content/blog/types'
import { blogCategoryNames } from '../../content/messages/blog'
import { commonMessages } from '../../content/messages/common'
import { ArticleMeta } from './ArticleMeta'
import { CARD_TAG_COUNT } from './articleSelection'
import classes from './ArticleCard.module.css'

interface ArticleCardProps {
  article: BlogArticle
  featured?: boolean
  /** 'lazy' for a card below the fold; 'high' `fetchPriority` for the page's first image. */
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/** A blog card: image, category, title linking to /blog/{id}, excerpt, author/date/read time and two tags. */
export function ArticleCard({ article, featured = false, loading, fetchPriority }: ArticleCardProps) {
  const to = `/blog/${article.id}`
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.card}>
      <Card.Section>
        <Image
          src={article.image}
          alt=""
          {...BLOG_IMAGE_SIZE}
          h={featured ? 220 : 170}
          fit="cover"
          loading={loading}
          fetchPriority={fetchPriority}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge variant="light" color="maroon">
            {blogCategoryNames[article.category]}
          </Badge>
          {featured && <Badge color="saffron">{commonMessages.featured}</Badge>}
        </Group>
        <Title order={3} fz={featured ? 22 : 19} lh={1.3}>
          <Anchor component={Link} to={to} c="maroon.8" className={classes.titleLink}>
            {article.title}
          </Anchor>
        </Title>
        <Text fz="sm" c="gray.8" lh={1.6} style={{ flex: 1 }}>
          {article.excerpt}
        </Text>
        <ArticleMeta article={article} size="xs" />
        <Group gap={6}>
          {article.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
            <Badge key={tag} variant="outline" color="gray" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  )
}
