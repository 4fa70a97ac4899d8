import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogArticles } from '../../../src/content/blog/articles'
import { blogCategories } from '../../../src/content/blog/types'
import { countWords } from '../../../src/content/textBlocks'

describe('The six blog articles', () => {
  it('cover the six categories of SPEC §3, two of them featured, with unique ids', () => {
    expect(blogArticles).toHaveLength(6)
    expect(new Set(blogArticles.map((a) => a.category))).toEqual(new Set(blogCategories))
    expect(blogArticles.filter((a) => a.featured)).toHaveLength(2)
    expect(new Set(blogArticles.map((a) => a.id)).size).toBe(6)
  })

  it.each(blogArticles.map((a) => [a.id, a] as const))('%s has real text, tags and a local image', (_id, article) => {
    expect(countWords(article.content)).toBeGreaterThanOrEqual(500)
    expect(article.content.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(3)
    expect(article.tags.length).toBeGreaterThanOrEqual(2)
    expect(article.readTime).toMatch(/^\d+ min read$/)
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(article.image).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/)
    expect(existsSync(resolve('public', `.${article.image}`))).toBe(true)
  })
})
