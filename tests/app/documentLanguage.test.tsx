import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryPath, rememberLanguage, showLanguageInDocument } from '../../src/app/documentLanguage'
import { translationsReady } from '../../src/content/catalog'
import { documentMessages } from '../../src/content/messages/app'
import hiApp from '../../src/content/messages/hi/app'
import { setActiveLanguage } from '../../src/lib/language'
import { usePageHead } from '../../src/lib/pageHead'
import { memoryStorage } from '../mocks/testEnv'

function Page({ name, description }: { name: string; description?: string }) {
  usePageHead(name, description)
  return null
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

describe('the language a visit opens in', () => {
  it('is the URL’s: a shared link opens in the language it was shared in', () => {
    expect(entryPath('/hi/about', ['en-US'])).toBe('/hi/about')
    rememberLanguage('en')
    expect(entryPath('/about', ['hi-IN'])).toBe('/about')
  })

  it('on a first visit, follows a browser that asks for Hindi before English', () => {
    expect(entryPath('/virtual-puja', ['hi-IN', 'en'])).toBe('/hi/virtual-puja')
    expect(entryPath('/', ['hi'])).toBe('/hi')
    expect(entryPath('/', ['en-GB', 'hi'])).toBe('/')
    expect(entryPath('/', ['fr-FR'])).toBe('/')
  })

  it('brings back a visitor who chose Hindi to the Hindi home page, and nowhere else', () => {
    rememberLanguage('hi')
    expect(entryPath('/', ['en-US'])).toBe('/hi')
    expect(entryPath('/contact', ['en-US'])).toBe('/contact')
  })

  it('ignores a remembered value that is not a language', () => {
    localStorage.setItem('sankalp.language', '"fr"')
    expect(entryPath('/', ['hi-IN'])).toBe('/hi')
  })
})

describe('the document’s title and description', () => {
  afterEach(() => setActiveLanguage('en'))

  it('name the page shown, in the language shown, and are the site’s on a page without a name', async () => {
    document.head.innerHTML = '<title>Sankalp</title><meta name="description" content="">'
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content')
    showLanguageInDocument({ alreadyShown: false })
    expect(document.title).toBe(documentMessages.title)
    expect(description()).toBe(documentMessages.description)

    const { rerender, unmount } = render(
      <Page name="Maha Shivratri Puja" description="At Kashi Vishwanath" />,
    )
    expect(document.title).toBe('Maha Shivratri Puja — Sankalp')
    expect(description()).toBe('At Kashi Vishwanath')

    await translationsReady('hi')
    act(() => setActiveLanguage('hi'))
    rerender(<Page name="महाशिवरात्रि पूजा" />)
    expect(document.title).toBe('महाशिवरात्रि पूजा — Sankalp')
    expect(description()).toBe(hiApp.documentMessages.description)
    expect(document.documentElement.lang).toBe('hi')

    unmount()
    expect(document.title).toBe(hiApp.documentMessages.title)
  })

  it('of a prerendered page stay as written at build time until the page names itself, and an empty description is none', () => {
    document.head.innerHTML =
      '<title>Maha Shivratri Puja — Sankalp</title><meta name="description" content="At Kashi">'
    showLanguageInDocument({ alreadyShown: true })
    expect(document.title).toBe('Maha Shivratri Puja — Sankalp')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('At Kashi')

    const { unmount } = render(<Page name="Rudrabhishek" description="" />)
    expect(document.title).toBe('Rudrabhishek — Sankalp')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      documentMessages.description,
    )
    unmount()
  })
})
