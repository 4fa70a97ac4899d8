import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import {
  MANTINE_PALETTE,
  paletteColorsInUse,
  paletteColorsNamed,
  siteAndMantineCode,
} from '../../scripts/paletteColorsInUse'

const mantineVariables = readFileSync(
  'node_modules/@mantine/core/styles/default-css-variables.layer.css',
  'utf8',
)

const withColorsOf = async (code: string, css = mantineVariables) =>
  (await postcss([paletteColorsInUse(code)]).process(css, { from: undefined })).css

const definedPalette = (css: string) =>
  new Set([...css.matchAll(/--mantine-color-([a-z]+)-0:/g)].map(([, color]) => color))

describe('the build’s styles define the palette colours something names', () => {
  it('keep the colours the code names, and leave out every variable of the others', async () => {
    const css = await withColorsOf(`<Badge color="lime" /> <Text c="pink.7" />`)
    expect(definedPalette(css)).toEqual(new Set(['lime', 'pink', 'blue', 'teal', 'dark', 'red', 'gray']))
    expect(css).toContain('--mantine-color-lime-filled-hover:')
    expect(css).not.toMatch(/--mantine-color-(grape|violet|indigo|cyan|green|yellow|orange)-/)
  })

  it('keep a colour another variable of the stylesheet is made of', async () => {
    const css = await withColorsOf('', mantineVariables)
    expect(css).toContain('--mantine-color-success: var(--mantine-color-teal-8)')
    expect(css).toContain('--mantine-color-teal-8:')
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-blue-filled)')
    expect(css).toContain('--mantine-color-blue-filled:')
  })

  it('leave every other variable as it is', async () => {
    const css = await withColorsOf('')
    for (const variable of ['--mantine-color-body:', '--mantine-color-white:', '--mantine-primary-color-0:'])
      expect(css).toContain(variable)
    expect(
      await withColorsOf('', '.card { --mantine-color-pinkish: red; color: var(--mantine-color-pink-5) }'),
    ).toBe('.card { --mantine-color-pinkish: red; color: var(--mantine-color-pink-5) }')
  })

  it('find the colours by their names in code, not in prose', () => {
    expect(paletteColorsNamed(`a pink lotus, orange marigolds`)).toEqual(new Set())
    expect(
      paletteColorsNamed(
        `color={'cyan'} c="grape.3" colors.violet[6] var(--mantine-color-indigo-1) \`lime\``,
      ),
    ).toEqual(new Set(['cyan', 'grape', 'violet', 'indigo', 'lime']))
  })

  it('read the site’s code, its stories and Mantine’s component stylesheets, not the variables themselves', () => {
    const root = mkdtempSync(join(tmpdir(), 'palette-'))
    const files = {
      'src/features/Card.tsx': '<Badge color="lime" />',
      'stories/Card.stories.tsx': "<Badge color={'cyan'} />",
      '.storybook/preview.tsx': '<Text c="grape.3" />',
      'node_modules/@mantine/core/styles/Kbd.layer.css': '.k { color: var(--mantine-color-violet-6) }',
      'node_modules/@mantine/core/styles/default-css-variables.layer.css':
        '--x: var(--mantine-color-pink-6);',
    }
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true })
        writeFileSync(join(root, file), text)
      }
      expect(paletteColorsNamed(siteAndMantineCode(root))).toEqual(
        new Set(['lime', 'cyan', 'grape', 'violet']),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('keep every colour the site shows: order statuses, the payment result, errors and text', () => {
    const named = paletteColorsNamed(siteAndMantineCode(process.cwd()))
    for (const color of ['blue', 'yellow', 'green', 'red', 'gray', 'teal', 'dark'])
      expect(named).toContain(color)
    expect(named.size).toBeLessThan(MANTINE_PALETTE.length)
  })
})
