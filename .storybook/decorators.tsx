import type { Decorator } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { VisitorLocation } from '../src/api/schemas'
import { LanguageSwitch } from '../src/app/LanguageSwitch'
import { DialogTitleBarExtras } from '../src/components/dialogTitleBar'
import { activeLanguage, pathIn } from '../src/lib/language'
import { INDIA, TestProviders, USA } from '../src/testing/TestProviders'

/** `parameters.location`: the visitor's country a story shows (default India). */
export type StoryLocation = 'IN' | 'US' | 'none'

const locations: Record<StoryLocation, VisitorLocation | null> = { IN: INDIA, US: USA, none: null }

/**
 * Mantine, a fixed visitor location and a memory router. `parameters.route` is the URL the story opens at
 * (default '/'); `parameters.path` the route pattern it is mounted at, for pages that read params (default: any);
 * both in the language shown (`/hi/…`). A dialog's title bar holds the language switch, as on the site; the toolbar
 * chooses the story's language.
 */
export const withProviders: Decorator = (Story, { parameters }) => {
  const location = locations[(parameters.location as StoryLocation | undefined) ?? 'IN']
  const language = activeLanguage()
  const route = pathIn(language, (parameters.route as string | undefined) ?? '/')
  const path = parameters.path ? pathIn(language, parameters.path as string) : '*'
  return (
    <TestProviders location={location}>
      <MemoryRouter key={language} initialEntries={[route]}>
        <DialogTitleBarExtras value={<LanguageSwitch />}>
          <Routes>
            <Route path={path} element={<Story />} />
          </Routes>
        </DialogTitleBarExtras>
      </MemoryRouter>
    </TestProviders>
  )
}
