import '@mantine/core/styles.layer.css'
import '../src/app/focusRing.css'
import '../src/app/devanagariFont.css'
import type { Loader, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { translationsReady } from '../src/content/catalog'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, setActiveLanguage } from '../src/lib/language'
import { AXE_RUN_OPTIONS } from '../src/testing/a11y'
import { withProviders } from './decorators'
import { startStorybookMockWorker } from './mockWorker'
import { viewports } from './viewports'

/**
 * Every story, in the language the toolbar's switch chooses (English or Hindi, drawn in the site's Devanagari font
 * where the computer has none): Mantine with the full styles, a fixed visitor location (`parameters.location`), a
 * memory router (`parameters.route`, `parameters.path`) and the MSW mock backend (`parameters.msw.handlers` override
 * the app's). The a11y panel runs axe as the site is checked (WCAG 2.1 A, AA and 2.2 AA) and counts any violation as a
 * failure; `npm test` runs axe on every story with the same parameters (tests/stories/composedStories.ts).
 */
/** The toolbar's language (`globals.locale`): its texts are loaded before the story renders in it. */
const inLanguage: Loader = async ({ globals }) => {
  const language: unknown = globals.locale
  if (!isLanguage(language)) return
  await translationsReady(language)
  setActiveLanguage(language)
}

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startStorybookMockWorker), inLanguage],
  globalTypes: {
    locale: {
      description: 'The language every story is shown in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { options: AXE_RUN_OPTIONS, test: 'error' },
  },
}

export default preview
