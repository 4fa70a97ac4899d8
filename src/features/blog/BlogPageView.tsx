import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { BlogArticle } from '../../content/blog/types'
import { PageHero } from '../../components/PageHero'
import { blogPageMessages } from '../../content/messages/blog'
import { ArticleCard } from './ArticleCard'
import { BlogFilters } from './BlogFilters'

interface BlogPageViewProps {
  query: string
  category: string
  categories: readonly string[]
  featured: readonly BlogArticle[]
  articles: readonly BlogArticle[]
  onQueryChange: (query: string) => void
  onCategoryChange: (category: string) => void
  newsletter: ReactNode
}

/** The blog list of SPEC §2: hero, search and categories, Featured Articles, All Articles, newsletter. */
export function BlogPageView(props: BlogPageViewProps) {
  const { query, category, categories, featured, articles, onQueryChange, onCategoryChange, newsletter } =
    props
  return (
    <>
      <PageHero
        eyebrow={blogPageMessages.eyebrow}
        title={blogPageMessages.title}
        subtitle={blogPageMessages.subtitle}
      />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Stack gap={48}>
          <BlogFilters
            query={query}
            category={category}
            categories={categories}
            onQueryChange={onQueryChange}
            onCategoryChange={onCategoryChange}
          />
          {featured.length > 0 && (
            <Stack component="section" aria-labelledby="featured-title" gap="lg">
              <Title order={2} id="featured-title" c="maroon.7">
                {blogPageMessages.featuredTitle}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {featured.map((article, index) => (
                  <ArticleCard
                    key={article.id}
                    article={article}
                    featured
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Stack component="section" aria-labelledby="all-articles-title" gap="lg">
            <Title order={2} id="all-articles-title" c="maroon.7">
              {blogPageMessages.allTitle}
            </Title>
            {articles.length === 0 ? (
              <Text component="output" display="block" ta="center" c="gray.7" fz="lg" py="xl">
                {blogPageMessages.noArticles}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {articles.map((article) => (
                  <ArticleCard
                    key={article.id}
                    article={article}
                    loading={featured.length > 0 ? 'lazy' : 'eager'}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          {newsletter}
        </Stack>
      </Container>
    </>
  )
}
