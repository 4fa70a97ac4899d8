/**
 * No component writes a user-facing text itself: every text a visitor reads or hears comes from a catalog
 * (src/content), so it exists in every language. Fails on JSX text with letters and on a literal in a prop that
 * holds text (label, placeholder, title, alt, aria-label, …).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

/** Props whose value a visitor reads or hears. */
const TEXT_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'error',
  'message',
  'nothingFoundMessage',
])

const LETTERS = /[A-Za-z\u0900-\u097F]{2,}/

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return components(path)
    return entry.endsWith('.tsx') && !entry.endsWith('.stories.tsx') ? [path] : []
  })
}

/** Each hard-coded text in a component file, as `line: text`. */
function hardCodedTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: string[] = []
  const report = (node: ts.Node, text: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) report(node, node.text)
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const value = node.initializer
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined
      if (literal !== undefined && LETTERS.test(literal)) report(node, literal)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = ['src/app', 'src/features', 'src/components'].flatMap((dir) => components(join(root, dir)))

describe('components show only texts from the catalogs', () => {
  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it.each(files.map((path) => relative(root, path)))('%s', (file) => {
    expect(hardCodedTexts(join(root, file))).toEqual([])
  })

  it('would catch a hard-coded text', () => {
    const probe = join(root, 'node_modules/.cache/hardCodedTextProbe.tsx')
    ts.sys.writeFile(probe, 'export const A = () => <Button aria-label="Close">Book now</Button>\n')
    expect(hardCodedTexts(probe)).toEqual(['1: Close', '1: Book now'])
  })
})
