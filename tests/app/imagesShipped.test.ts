import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '../..')

/** Every site path of a picture a file names: '/images/…' up to its quote. */
function picturesNamedIn(file: string): string[] {
  return [...readFileSync(join(root, file), 'utf8').matchAll(/["'](\/images\/[^"']+)["']/g)].map(
    (match) => match[1]!,
  )
}

describe('every picture the catalogue names ships with the site', () => {
  it.each(['db.json', 'src/testing/fixtures/catalogue.ts'])('%s', (file) => {
    const pictures = picturesNamedIn(file)
    expect(pictures.length).toBeGreaterThan(0)
    expect(pictures.filter((picture) => !existsSync(join(root, 'public', picture)))).toEqual([])
  })
})
