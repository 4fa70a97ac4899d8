/**
 * Every story renders in Hindi too (the toolbar's other language), and no catalog sentence in it is left in English:
 * no state of a screen is untranslated. What a story hands its view as args (a machine's stored error, fixed while the
 * story file loaded in English) is the story's data, not the view's text.
 */
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { translationsReady } from '../../src/content/catalog'
import { setActiveLanguage } from '../../src/lib/language'
import { englishSentences } from '../i18n/translatables'
import { everyStoryFile } from './composedStories'

const storyFiles = await everyStoryFile()

let english: string[] = []

beforeAll(async () => {
  await translationsReady('hi')
  english = englishSentences()
})

beforeEach(() => setActiveLanguage('hi'))

afterEach(() => {
  cleanup()
  setActiveLanguage('en')
})

describe('the sentences to look for', () => {
  test('are many', () => {
    expect(english.length).toBeGreaterThan(200)
  })
})

describe.each(storyFiles)('$file in Hindi', ({ stories }) => {
  test.each(stories.map((story) => [story.storyName, story] as const))('%s', async (_, Story) => {
    // Inside one awaited act, so what the story loads (an article's text) renders before the page is read.
    await act(async () => {
      render(<Story />)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    const shown = document.body.textContent ?? ''
    const given = JSON.stringify(Story.args ?? {})
    expect(english.filter((sentence) => shown.includes(sentence) && !given.includes(sentence))).toEqual([])
  })
})
