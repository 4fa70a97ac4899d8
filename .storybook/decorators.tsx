import type { Decorator } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { VisitorLocation } from '../src/api/schemas'
import { INDIA, TestProviders, USA } from '../src/testing/TestProviders'

/** `parameters.location`: the visitor's country a story shows (default India). */
export type StoryLocation = 'IN' | 'US' | 'none'

const locations: Record<StoryLocation, VisitorLocation | null> = { IN: INDIA, US: USA, none: null }

/**
 * Mantine, a fixed visitor location and a memory router. `parameters.route` is the URL the story opens at
 * (default '/'); `parameters.path` the route pattern it is mounted at, for pages that read params (default: any).
 */
export const withProviders: Decorator = (Story, { parameters }) => {
  const location = locations[(parameters.location as StoryLocation | undefined) ?? 'IN']
  const route = (parameters.route as string | undefined) ?? '/'
  const path = (parameters.path as string | undefined) ?? '*'
  return (
    <TestProviders location={location}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<Story />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  )
}
