import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite'
import type { Loader } from '@storybook/react-vite'
import type { MswParameter } from 'msw-storybook-addon/csf3'
import preview from '../../.storybook/preview'
import { server } from '../../mocks/node'

/** In jsdom the MSW node server (tests/setup/dom.ts) answers; a story's `parameters.msw` handlers are added to it. */
const useStoryHandlers: Loader = ({ parameters }) => {
  const msw = parameters.msw as MswParameter | undefined
  if (!msw) return
  const handlers = Array.isArray(msw) ? msw : Object.values(msw.handlers ?? {}).flat()
  if (handlers.length > 0) server.use(...handlers)
}

setProjectAnnotations([{ ...preview, loaders: [useStoryHandlers] }])

type StoryModule = Parameters<typeof composeStories>[0]
export type ComposedStory = ReturnType<typeof composeStory>

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true })

/** Every story of every stories file, composed with the preview's decorators and parameters. */
export const storyFiles = Object.entries(modules).map(([path, module]) => ({
  file: path.replace('../../', ''),
  stories: Object.values(composeStories(module)) as ComposedStory[],
}))
