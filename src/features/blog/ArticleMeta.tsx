import { Group, Text } from '@mantine/core'
import type { BlogArticle } from '../../content/blog/types'
import { formatArticleDate } from './articleDate'

/** Author, date and reading time, separated by dots. */
export function ArticleMeta({ article, size = 'sm' }: { article: BlogArticle; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap={8} fz={size} c="gray.7" wrap="wrap">
      <Text span inherit>
        {article.author}
      </Text>
      <Text span inherit aria-hidden="true">
        ·
      </Text>
      <Text span inherit component="time" dateTime={article.date}>
        {formatArticleDate(article.date)}
      </Text>
      <Text span inherit aria-hidden="true">
        ·
      </Text>
      <Text span inherit>
        {article.readTime}
      </Text>
    </Group>
  )
}
