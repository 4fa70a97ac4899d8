import { expect, test } from 'vitest'
import { STORY_RUN_PARTS } from './composedStories'

const partFiles = Object.keys(import.meta.glob('./storiesPart*.test.tsx'))

test('each part of the story run has its test file, so no story is left out', () => {
  const expected = Array.from({ length: STORY_RUN_PARTS }, (_, index) => `./storiesPart${index + 1}.test.tsx`)
  expect(partFiles.sort()).toEqual(expected)
})
