import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { lightSchemeOnly } from '../../scripts/lightSchemeOnly'

const lightOnly = async (css: string) =>
  (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css

describe('the build’s styles keep the light colour scheme only', () => {
  it('leave out every rule of Mantine’s dark scheme, and keep its light and unschemed rules', async () => {
    const mantine = ['default-css-variables', 'global', 'Button', 'Badge']
      .map((name) => readFileSync(`node_modules/@mantine/core/styles/${name}.layer.css`, 'utf8'))
      .join('\n')
    expect(mantine).toMatch(/data-mantine-color-scheme='dark'/)
    const css = await lightOnly(mantine)
    expect(css).not.toMatch(/data-mantine-color-scheme=['"]?dark/)
    expect(css).toMatch(/:root\[data-mantine-color-scheme='light'\]/)
    expect(css).toContain('--mantine-color-body: #fff')
    expect(css).not.toContain('--mantine-color-body: var(--mantine-color-dark-7)')
    expect(css).toContain('.m_77c9d27d')
  })

  it('keeps the light part of a rule that names both schemes', async () => {
    const css = await lightOnly(
      "[data-mantine-color-scheme='light'] .mantine-light-hidden,\n[data-mantine-color-scheme=dark] .mantine-dark-hidden { display: none }\n" +
        ':where([data-mantine-color-scheme="dark"]) .card { color: white }',
    )
    expect(css.trim()).toBe("[data-mantine-color-scheme='light'] .mantine-light-hidden { display: none }")
  })
})
