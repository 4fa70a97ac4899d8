import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { articleBody, blogArticles } from '../../../src/content/blog/articles'
import { blogCategories } from '../../../src/content/blog/types'
import { translationsReady } from '../../../src/content/catalog'
import type { TextBlock } from '../../../src/content/textBlocks'
import { setActiveLanguage } from '../../../src/lib/language'

/** Average adult silent-reading speed, words per minute, from which an article's `readTime` is worked out. */
const WORDS_PER_MINUTE = 200

function countWords(blocks: readonly TextBlock[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  return blocks.reduce(
    (total, block) =>
      total +
      (block.kind === 'list' ? block.items.reduce((sum, item) => sum + words(item), 0) : words(block.text)),
    0,
  )
}

/** An article's reading time as its card and page show it, in each language, for the number of words in its text. */
const readTimes = {
  en: (minutes: number) => `${minutes} min read`,
  hi: (minutes: number) => `${minutes} मिनट में पढ़ें`,
}

const readingMinutes = (blocks: readonly TextBlock[]) =>
  Math.max(1, Math.round(countWords(blocks) / WORDS_PER_MINUTE))

/** Each article with its text, read in the language shown. */
const withContent = () =>
  Promise.all(
    blogArticles().map(async (article) => ({ article, content: (await articleBody(article.id)).content })),
  )

describe('The six blog articles', () => {
  it('cover the six categories of SPEC §3, two of them featured, with unique ids', () => {
    expect(blogArticles()).toHaveLength(6)
    expect(new Set(blogArticles().map((a) => a.category))).toEqual(new Set(blogCategories))
    expect(blogArticles().filter((a) => a.featured)).toHaveLength(2)
    expect(new Set(blogArticles().map((a) => a.id)).size).toBe(6)
  })

  it.each(blogArticles().map((a) => [a.id, a] as const))(
    '%s has real text, its true reading time, tags and a local image',
    async (_id, article) => {
      const { content } = await articleBody(article.id)
      expect(countWords(content)).toBeGreaterThanOrEqual(500)
      expect(content.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(3)
      expect(article.readTime).toBe(readTimes.en(readingMinutes(content)))
      expect(article.tags.length).toBeGreaterThanOrEqual(2)
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(article.image).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/)
      expect(existsSync(resolve('public', `.${article.image}`))).toBe(true)
    },
  )

  it('has no text for an id that is not an article', async () => {
    await expect(articleBody('no-such-article')).rejects.toThrow('No blog article no-such-article')
  })
})

describe('The blog articles in Hindi', () => {
  afterEach(() => setActiveLanguage('en'))

  it('translate every text, state the Hindi reading time and keep the data and the shape of each article', async () => {
    const english = await withContent()
    await translationsReady('hi')
    setActiveLanguage('hi')
    const hindi = await withContent()
    expect(hindi).toHaveLength(english.length)
    const devanagari = /[\u0900-\u097F]/
    hindi.forEach(({ article, content }, index) => {
      const original = english[index]
      for (const key of ['id', 'date', 'category', 'image', 'featured'] as const)
        expect(article[key]).toBe(original.article[key])
      for (const text of [article.title, article.excerpt, article.author, article.imageAlt, ...article.tags])
        expect(text).toMatch(devanagari)
      expect(article.tags).toHaveLength(original.article.tags.length)
      expect(article.readTime).toBe(readTimes.hi(readingMinutes(content)))
      expect(content.map((block) => block.kind)).toEqual(original.content.map((block) => block.kind))
      content.forEach((block, blockIndex) => {
        const source = original.content[blockIndex]
        if (block.kind === 'list' && source.kind === 'list') {
          expect(block.items).toHaveLength(source.items.length)
          for (const item of block.items) expect(item).toMatch(devanagari)
        } else if (block.kind !== 'list') expect(block.text).toMatch(devanagari)
      })
    })
  })
})
