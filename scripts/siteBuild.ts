import type { ResolvedConfig } from 'vite'

/**
 * Whether a build is of the site itself (index.html, Vite's default input) rather than of something that reuses its
 * Vite config with an input of its own (Storybook's iframe.html): the site's policy and prerendering are for it only.
 */
export function buildsTheSite(config: ResolvedConfig): boolean {
  return !(config.build.rolldownOptions?.input ?? config.build.rollupOptions?.input)
}
