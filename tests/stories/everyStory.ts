import { describe, test } from 'vitest'
import { storyFilesOfPart } from './composedStories'

/** axe on a whole page in jsdom takes seconds on a busy machine. */
const STORY_TIMEOUT_MS = 30_000

/**
 * Every story of part `part` of the story run renders without an error, its play function, if any, passes and axe
 * finds no violation. Each `storiesPart<N>.test.tsx` runs one part.
 */
export async function runStoriesOfPart(part: number): Promise<void> {
  describe.each(await storyFilesOfPart(part))('$file', ({ stories }) => {
    test.each(stories.map((story) => [story.storyName, story] as const))(
      '%s',
      async (_, story) => {
        await story.run()
      },
      STORY_TIMEOUT_MS,
    )
  })
}
