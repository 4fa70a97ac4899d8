/**
 * Every form of the site moves the focus to its first field with a message after a submit (`focusFirstInvalid`): a
 * `<form>` or a `component="form"` element written in a component carries `onSubmitCapture={focusFirstInvalid}`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return components(path)
    return entry.endsWith('.tsx') ? [path] : []
  })
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  )
}

function isForm(element: ts.JsxOpeningLikeElement): boolean {
  const component = attribute(element, 'component')?.initializer
  return element.tagName.getText() === 'form' || (component !== undefined && component.getText() === '"form"')
}

/** Each form in a component file, as `file:line`, and whether it focuses its first invalid field. */
function forms(path: string): { at: string; focuses: boolean }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { at: string; focuses: boolean }[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isForm(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart())
      const handler = attribute(node, 'onSubmitCapture')?.initializer
      found.push({
        at: `${relative(root, path)}:${line + 1}`,
        focuses: handler?.getText() === '{focusFirstInvalid}',
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('forms', () => {
  it('each focuses its first field with a message after a submit', () => {
    const found = components(join(root, 'src')).flatMap(forms)
    // SubmitForm, the profile, Complete Your Booking, the consultation, contact and the newsletter.
    expect(found.length).toBeGreaterThanOrEqual(6)
    expect(found.filter((form) => !form.focuses).map((form) => form.at)).toEqual([])
  })
})
