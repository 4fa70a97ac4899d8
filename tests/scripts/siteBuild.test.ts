import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { buildsTheSite } from '../../scripts/siteBuild'

const configWith = (build: Partial<ResolvedConfig['build']>) => ({ build }) as ResolvedConfig

describe('the site policy and prerendering apply to the site’s own build only', () => {
  it('is the site when the build keeps Vite’s default input (index.html)', () => {
    expect(buildsTheSite(configWith({ rollupOptions: {} }))).toBe(true)
  })

  it('is not the site when the build names its own input, as Storybook’s does', () => {
    expect(buildsTheSite(configWith({ rolldownOptions: { input: 'iframe.html' } }))).toBe(false)
    expect(buildsTheSite(configWith({ rollupOptions: { input: { iframe: 'iframe.html' } } }))).toBe(false)
  })
})
