import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { blogArticles } from '../../../src/content/blog/articles'
import { blogCategories } from '../../../src/content/blog/types'
import { translationsReady } from '../../../src/content/catalog'
import { countWords } from '../../../src/content/textBlocks'
import { setActiveLanguage } from '../../../src/lib/language'

describe('The six blog articles', () => {
  it('cover the six categories of SPEC §3, two of them featured, with unique ids', () => {
    expect(blogArticles()).toHaveLength(6)
    expect(new Set(blogArticles().map((a) => a.category))).toEqual(new Set(blogCategories))
    expect(blogArticles().filter((a) => a.featured)).toHaveLength(2)
    expect(new Set(blogArticles().map((a) => a.id)).size).toBe(6)
  })

  it.each(blogArticles().map((a) => [a.id, a] as const))('%s has real text, tags and a local image', (_id, article) => {
    expect(countWords(article.content)).toBeGreaterThanOrEqual(500)
    expect(article.content.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(3)
    expect(article.tags.length).toBeGreaterThanOrEqual(2)
    expect(article.readTime).toMatch(/^\d+ min read$/)
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(article.image).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/)
    expect(existsSync(resolve('public', `.${article.image}`))).toBe(true)
  })
})

describe('The blog articles in Hindi', () => {
  afterEach(() => setActiveLanguage('en'))

  it('translate every text and keep the data and the shape of each article', async () => {
    const english = blogArticles()
    await translationsReady('hi')
    setActiveLanguage('hi')
    const hindi = blogArticles()
    expect(hindi).toHaveLength(english.length)
    const devanagari = /[\u0900-\u097F]/
    hindi.forEach((article, index) => {
      const original = english[index]
      for (const key of ['id', 'date', 'category', 'image', 'featured'] as const) expect(article[key]).toBe(original[key])
      for (const text of [article.title, article.excerpt, article.author, article.imageAlt, ...article.tags])
        expect(text).toMatch(devanagari)
      expect(article.tags).toHaveLength(original.tags.length)
      expect(article.content.map((block) => block.kind)).toEqual(original.content.map((block) => block.kind))
      article.content.forEach((block, blockIndex) => {
        const source = original.content[blockIndex]
        if (block.kind === 'list' && source.kind === 'list') {
          expect(block.items).toHaveLength(source.items.length)
          for (const item of block.items) expect(item).toMatch(devanagari)
        } else if (block.kind !== 'list') expect(block.text).toMatch(devanagari)
      })
    })
  })
})
