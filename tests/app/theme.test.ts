import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../../src/app/theme'

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme)

/** The colour a CSS variable ends up as in the light scheme: the site's resolver over Mantine's defaults. */
function lightVariable(name: string): string {
  const variables = {
    ...defaultCssVariablesResolver(fullTheme).light,
    ...cssVariablesResolver(fullTheme).light,
  }
  const value = variables[name as keyof typeof variables]
  const color = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value)
  return color ? fullTheme.colors[color[1]][Number(color[2])] : value
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the error colour (field errors, error borders, required marks)', () => {
  const error = lightVariable('--mantine-color-error')
  const backgrounds = {
    white: '#ffffff',
    'saffron-0': fullTheme.colors.saffron[0],
    'maroon-0': fullTheme.colors.maroon[0],
    'gray-0': fullTheme.colors.gray[0],
  }

  it.each(Object.entries(backgrounds))('reads at 4.5:1 or more on %s (WCAG AA)', (_, background) => {
    expect(contrast(error, background)).toBeGreaterThanOrEqual(4.5)
  })
})
