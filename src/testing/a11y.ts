import type { Result, RunOptions } from 'axe-core'

/** The accessibility standard the site is checked against: WCAG 2.1 A and AA plus WCAG 2.2 AA, as axe-core tags. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe leaves its experimental rules out of a run by tag; these carry a WCAG A or AA tag, so they are turned on by
 * name. label-content-name-mismatch is WCAG 2.5.3 Label in Name (a control's name begins with what it shows).
 */
const experimentalWcagRules = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
]

/**
 * How axe runs everywhere the site is checked: Storybook's a11y panel (.storybook/preview.tsx), the story-as-test
 * run (tests/stories) and the Playwright pass (tests/e2e/support/axe.ts).
 */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(experimentalWcagRules.map((id) => [id, { enabled: true }])),
} satisfies RunOptions

/** One readable line per axe violation, then one per offending element: what a failing check prints. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  )
}
