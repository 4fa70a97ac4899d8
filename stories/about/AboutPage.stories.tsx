import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobileViewport } from '../../.storybook/viewports'
import { AboutPage } from '../../src/features/about/AboutPage'

const meta = {
  title: 'About/AboutPage',
  component: AboutPage,
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}

export const Mobile: Story = { globals: mobileViewport }
