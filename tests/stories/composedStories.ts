import type { A11yParameters } from '@storybook/addon-a11y'
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite'
import type { Loader, ReactRenderer } from '@storybook/react-vite'
import axe from 'axe-core'
import type { MswParameter } from 'msw-storybook-addon/csf3'
import type { AfterEach } from 'storybook/internal/types'
import { expect } from 'vitest'
import preview from '../../.storybook/preview'
import { server } from '../../mocks/node'
import { describeViolations } from '../../src/testing/a11y'

/** In jsdom the MSW node server (tests/setup/dom.ts) answers; a story's `parameters.msw` handlers are added to it. */
const useStoryHandlers: Loader = ({ parameters }) => {
  const msw = parameters.msw as MswParameter | undefined
  if (!msw) return
  const handlers = Array.isArray(msw) ? msw : Object.values(msw.handlers ?? {}).flat()
  if (handlers.length > 0) server.use(...handlers)
}

/**
 * Rules jsdom cannot judge, so the story run leaves them to the Playwright pass (tests/e2e/a11y.spec.ts), which
 * checks every route, loading state and dialog stage in Chromium with all rules on. jsdom neither lays out nor
 * paints, and has no canvas:
 * - color-contrast: axe cannot find the colours behind a text (it reports nothing it can decide).
 * - link-in-text-block: the same, for a link's colour against the text around it.
 * - label-content-name-mismatch (WCAG 2.5.3): axe needs what is visible on screen, and a canvas to tell icon
 *   ligatures from words; in jsdom it passes everything and fills the log with canvas errors.
 */
const rulesJsdomCannotJudge = ['color-contrast', 'link-in-text-block', 'label-content-name-mismatch']

/**
 * After each story (its play function included) axe checks the whole document, portals (dialogs, menus) too, with
 * the story's `parameters.a11y`, the same the Storybook a11y panel uses; any violation fails the story.
 */
const checkAccessibility: AfterEach<ReactRenderer> = async ({ parameters }) => {
  const a11y = parameters.a11y as A11yParameters | undefined
  if (a11y?.disable || a11y?.test === 'off') return
  const options = a11y?.options ?? {}
  const offInJsdom = Object.fromEntries(rulesJsdomCannotJudge.map((id) => [id, { enabled: false }]))
  const { violations } = await axe.run(document.body, {
    ...options,
    rules: { ...options.rules, ...offInJsdom },
  })
  expect(describeViolations(violations), 'axe violations').toEqual([])
}

setProjectAnnotations([{ ...preview, loaders: [useStoryHandlers], afterEach: [checkAccessibility] }])

type StoryModule = Parameters<typeof composeStories>[0]
export type ComposedStory = ReturnType<typeof composeStory>

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx')
const paths = Object.keys(modules).sort()

/** The stories of the stories files at `filePaths`, composed with the preview's decorators and parameters. */
async function composeFiles(filePaths: string[]) {
  return Promise.all(
    filePaths.map(async (path) => ({
      file: path.replace('../../', ''),
      stories: Object.values(composeStories(await modules[path]())) as ComposedStory[],
    })),
  )
}

/** Every story of every stories file. */
export const everyStoryFile = () => composeFiles(paths)

/**
 * How many test files share the story run. Vitest gives a file to one worker: run from one file, the stories took
 * 138 s, most of it alone at the end of `npm test` while the other core was idle.
 */
export const STORY_RUN_PARTS = 3

/** The stories files of part `part` (1 to STORY_RUN_PARTS) of the story run. */
export const storyFilesOfPart = (part: number) =>
  composeFiles(paths.filter((_, index) => index % STORY_RUN_PARTS === part - 1))
