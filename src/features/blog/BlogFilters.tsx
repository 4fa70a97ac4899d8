import { Box, Button, Group, Stack, TextInput, VisuallyHidden } from '@mantine/core'
import type { BlogCategory } from '../../content/blog/types'
import { blogCategoryNames, blogFiltersMessages } from '../../content/messages/blog'
import classes from './BlogFilters.module.css'

interface BlogFiltersProps {
  query: string
  category: string
  categories: readonly string[]
  onQueryChange: (query: string) => void
  onCategoryChange: (category: string) => void
}

/** A category's name in the language shown; the 'All' choice is already a text. */
const categoryName = (choice: string) => blogCategoryNames[choice as BlogCategory] ?? choice

/** The search box and the category buttons of the blog list. */
export function BlogFilters({
  query,
  category,
  categories,
  onQueryChange,
  onCategoryChange,
}: BlogFiltersProps) {
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        size="md"
        radius="xl"
        placeholder={blogFiltersMessages.searchPlaceholder}
        aria-label={blogFiltersMessages.searchLabel}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        maw={560}
        w="100%"
        mx="auto"
      />
      <Box component="fieldset" className={classes.fieldset}>
        <VisuallyHidden component="legend">{blogFiltersMessages.categoryLegend}</VisuallyHidden>
        <Group gap="xs" justify="center">
          {categories.map((choice) => (
            <Button
              key={choice}
              radius="xl"
              size="sm"
              variant={choice === category ? 'filled' : 'default'}
              aria-pressed={choice === category}
              onClick={() => onCategoryChange(choice)}
            >
              {categoryName(choice)}
            </Button>
          ))}
        </Group>
      </Box>
    </Stack>
  )
}
