import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA)
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  )
  expect(report, `axe violations on ${page.url()}`).toEqual([])
}
