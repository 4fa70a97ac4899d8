import { describe, test } from 'vitest'
import { storyFiles } from './composedStories'

/** Every story renders without an error and its play function, if any, passes. */
describe.each(storyFiles)('$file', ({ stories }) => {
  test.each(stories.map((story) => [story.storyName, story] as const))('%s', async (_, story) => {
    await story.run()
  })
})
