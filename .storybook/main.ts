import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // The a11y panel: axe on each story, configured in preview.tsx (`parameters.a11y`).
  addons: ['@storybook/addon-a11y'],
  // Images and the MSW service worker (`mockServiceWorker.js`) are served from public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
