/**
 * Mantine's stylesheet defines 18 variables for each of its 14 palette colours (`--mantine-color-pink-0` … `-9`,
 * `-filled`, `-light`, `-outline`, `-text` …), for every page, whether the site shows the colour or not. This PostCSS
 * plugin leaves out those of the palette colours nothing names: neither the site's code nor its stories
 * (`color="teal"`, `c="gray.7"`, `colors.red`, `var(--mantine-color-red-9)`), nor a Mantine stylesheet
 * (`var(--mantine-color-blue-…)`), nor another variable of the stylesheet processed
 * (`--mantine-color-success: var(--mantine-color-teal-8)`).
 * 0.9 KB (gzip) less on every page's first load. The site's own colours (saffron, maroon) are written by the provider
 * at run time and are not touched.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'postcss'

/** The palette of Mantine's default theme (`DEFAULT_THEME.colors`). */
export const MANTINE_PALETTE = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const

const PALETTE_VARIABLE = new RegExp(`^--mantine-color-(${MANTINE_PALETTE.join('|')})-[a-z0-9-]+$`)

/** Whether `code` names palette colour `color` as code does: a string, a theme key or a CSS variable. */
function names(code: string, color: string): boolean {
  return new RegExp(`(['"\`])${color}(\\.\\d)?\\1|colors\\.${color}\\b|--mantine-color-${color}-`).test(code)
}

/** The palette colours named in `code` (the site's source and the stylesheets of the components it uses). */
export function paletteColorsNamed(code: string): Set<string> {
  return new Set(MANTINE_PALETTE.filter((color) => names(code, color)))
}

/** The text of every file under `dir` whose name ends with one of `extensions`. */
function textOfFiles(dir: string, extensions: readonly string[]): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
}

/**
 * The code that shows Mantine's components: the site's, its stories' (Storybook's build takes the same styles), and
 * Mantine's component stylesheets (all but the variables themselves).
 */
export function siteAndMantineCode(root: string): string {
  const mantineStyles = join(root, 'node_modules/@mantine/core/styles')
  const componentStyles = readdirSync(mantineStyles)
    .filter((file) => file.endsWith('.layer.css') && file !== 'default-css-variables.layer.css')
    .map((file) => readFileSync(join(mantineStyles, file), 'utf8'))
  const code = ['src', 'stories', '.storybook'].map((dir) =>
    textOfFiles(join(root, dir), ['.ts', '.tsx', '.css']),
  )
  return [...code, ...componentStyles].join('\n')
}

/** Leaves out the variables of each palette colour that neither `code` nor the stylesheet's other rules name. */
export function paletteColorsInUse(code: string): Plugin {
  const namedInCode = paletteColorsNamed(code)
  return {
    postcssPlugin: 'palette-colors-in-use',
    Once(root) {
      const paletteOf = (prop: string) => PALETTE_VARIABLE.exec(prop)?.[1]
      const otherValues: string[] = []
      root.walkDecls((declaration) => {
        if (paletteOf(declaration.prop) === undefined) otherValues.push(declaration.value)
      })
      const used = new Set([...namedInCode, ...paletteColorsNamed(otherValues.join('\n'))])
      root.walkDecls((declaration) => {
        const color = paletteOf(declaration.prop)
        if (color !== undefined && !used.has(color)) declaration.remove()
      })
    },
  }
}
