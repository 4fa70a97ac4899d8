import { describe, test } from 'vitest'
import { storyFiles } from './composedStories'

/** axe on a whole page in jsdom takes seconds on a busy machine. */
const STORY_TIMEOUT_MS = 30_000

/** Every story renders without an error, its play function, if any, passes and axe finds no violation. */
describe.each(storyFiles)('$file', ({ stories }) => {
  test.each(stories.map((story) => [story.storyName, story] as const))(
    '%s',
    async (_, story) => {
      await story.run()
    },
    STORY_TIMEOUT_MS,
  )
})
