import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageHead, subscribePageHead, usePageHead } from '../../src/lib/pageHead'

function Page({ name, description }: { name?: string; description?: string }) {
  usePageHead(name, description)
  return null
}

describe('what a page says of itself in the head', () => {
  it('is its name and description while it is shown, and nothing once it is gone', () => {
    const heard: unknown[] = []
    const stop = subscribePageHead(() => heard.push(pageHead()))
    const { rerender, unmount } = render(
      <Page name="Maha Shivratri Puja" description="At Kashi Vishwanath" />,
    )
    expect(pageHead()).toEqual({ name: 'Maha Shivratri Puja', description: 'At Kashi Vishwanath' })

    rerender(<Page name="महाशिवरात्रि पूजा" description="काशी विश्वनाथ में" />)
    expect(pageHead()).toEqual({ name: 'महाशिवरात्रि पूजा', description: 'काशी विश्वनाथ में' })

    unmount()
    stop()
    expect(pageHead()).toBeUndefined()
    expect(heard.at(-2)).toEqual({ name: 'महाशिवरात्रि पूजा', description: 'काशी विश्वनाथ में' })
  })

  it('stays the newest page’s when a page shown before it goes afterwards', () => {
    const before = render(<Page name="Virtual Puja Services" />)
    const after = render(<Page name="Rudrabhishek" />)
    before.unmount()
    expect(pageHead()).toEqual({ name: 'Rudrabhishek', description: undefined })
    after.unmount()
    expect(pageHead()).toBeUndefined()
  })

  it('is nothing while the page has no name yet (its item still loading)', () => {
    const { rerender, unmount } = render(<Page />)
    expect(pageHead()).toBeUndefined()
    rerender(<Page name="Chadava Offerings" />)
    expect(pageHead()).toEqual({ name: 'Chadava Offerings', description: undefined })
    unmount()
  })
})
