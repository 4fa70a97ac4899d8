import '../src/components/fullStyles'
import '../src/app/focusRing.css'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { withProviders } from './decorators'
import { startStorybookMockWorker } from './mockWorker'
import { viewports } from './viewports'

/**
 * Every story: Mantine with the full styles, a fixed visitor location (`parameters.location`), a memory router
 * (`parameters.route`, `parameters.path`) and the MSW mock backend (`parameters.msw.handlers` override the app's).
 */
const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader(startStorybookMockWorker)],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
