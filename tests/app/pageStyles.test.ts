/**
 * Every Mantine component the site shows has its styles loaded (a missing stylesheet leaves a dialog or a field
 * unstyled, and no other test would see it: jsdom has no layout). The shell's styles load with the first paint; a
 * page, and every dialog it loads later, brings the rest.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageRoutes, type PageHandle } from '../../src/app/routes'
import { styleGaps, stylesLoadedBy } from './mantineStyleCrawl'

const SHELL_ENTRY = 'src/main.tsx'
const STYLESHEET = /^@mantine\/core\/styles\/(\w+)\.layer\.css$/
/** Mantine's "CSS files list": the components other components are built on, whose styles must come first. */
const BUILDING_BLOCKS = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
]
const BLOCK_MODULES = ['src/app/shellStyles.ts', 'src/components/buildingBlockStyles.ts']
const fullStylesheet = readFileSync('node_modules/@mantine/core/styles.layer.css', 'utf8')
const stylesheetsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '(@mantine\/core\/styles\/[\w-]+\.layer\.css)'/gm)].map(
    ([, stylesheet]) => stylesheet!,
  )
/** Where a component's stylesheet sits in Mantine's full one, found by its first class name. */
function positionInFullStylesheet(stylesheet: string): number {
  const css = readFileSync(join('node_modules', stylesheet), 'utf8')
  const firstRule =
    css.match(/\.m_[0-9a-f]+/)?.[0] ??
    css
      .replace(/^@layer mantine\s*\{/, '')
      .trim()
      .slice(0, 40)
  return fullStylesheet.indexOf(firstRule)
}
const sourceFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join('src', file))
const shellStyles = stylesLoadedBy(SHELL_ENTRY)
const pageModules = pageRoutes.flatMap((route) => (route.handle ? [(route.handle as PageHandle).module] : []))

describe('Mantine styles', () => {
  it('the shell, and the dialogs it opens, load the styles of every component they show', () => {
    expect(styleGaps(SHELL_ENTRY)).toEqual([])
  })

  it('lists the pages of every route', () => {
    expect(pageModules).toContain('src/features/horoscope/HoroscopePage.tsx')
    expect(pageModules.length).toBeGreaterThanOrEqual(20)
  })

  it.each(pageModules)('%s loads the styles of every component it shows beyond the shell’s', (page) => {
    expect(styleGaps(page, shellStyles)).toEqual([])
  })

  it('no page loads all of Mantine’s styles', () => {
    for (const page of [SHELL_ENTRY, ...pageModules])
      expect(stylesLoadedBy(page), page).not.toContain('@mantine/core/styles.layer.css')
  })

  it('every module imports Mantine’s stylesheets in the order of Mantine’s own full stylesheet', () => {
    for (const file of sourceFiles) {
      const order = stylesheetsOf(file).map(positionInFullStylesheet)
      expect(
        order.filter((position) => position < 0),
        file,
      ).toEqual([])
      expect(order, file).toEqual(order.toSorted((a, b) => a - b))
    }
  })

  it('a building block’s styles come only from the shell or the building blocks module, loaded before the rest', () => {
    for (const file of sourceFiles) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import '([^']+)'/gm)].map(
        ([, specifier]) => specifier!,
      )
      const stylesheets = imports.filter((specifier) => STYLESHEET.test(specifier))
      const blocks = stylesheets.filter((specifier) =>
        BUILDING_BLOCKS.includes(specifier.replace(STYLESHEET, '$1')),
      )
      if (!BLOCK_MODULES.includes(file)) expect(blocks, file).toEqual([])
      const blocksFirst = imports.findIndex((specifier) => specifier.endsWith('/buildingBlockStyles'))
      if (blocksFirst >= 0) expect(imports.indexOf(stylesheets[0]!), file).toBeGreaterThan(blocksFirst)
    }
  })
})
