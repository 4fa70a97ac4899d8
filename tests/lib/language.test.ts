import { afterEach, describe, expect, it } from 'vitest'
import {
  activeLanguage,
  languageOfPath,
  localPath,
  pathIn,
  regionName,
  setActiveLanguage,
  subscribeLanguage,
  unprefixedPath,
} from '../../src/lib/language'

afterEach(() => setActiveLanguage('en'))

describe('the language of a URL', () => {
  it('is Hindi under /hi and English anywhere else, /history included', () => {
    expect(languageOfPath('/hi')).toBe('hi')
    expect(languageOfPath('/hi/virtual-puja/1')).toBe('hi')
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/history')).toBe('en')
    expect(languageOfPath('/about/hi')).toBe('en')
  })

  it('moves a path between languages, keeping its query and hash', () => {
    expect(pathIn('hi', '/')).toBe('/hi')
    expect(pathIn('hi', '/about')).toBe('/hi/about')
    expect(pathIn('hi', '/?scenario=x')).toBe('/hi?scenario=x')
    expect(pathIn('en', '/about')).toBe('/about')
    expect(unprefixedPath('/hi')).toBe('/')
    expect(unprefixedPath('/hi/blog/x')).toBe('/blog/x')
    expect(unprefixedPath('/blog/x')).toBe('/blog/x')
  })

  it('links in the language shown, and tells whoever listens when it changes', () => {
    const heard: string[] = []
    const stop = subscribeLanguage(() => heard.push(activeLanguage()))
    expect(localPath('/chadava')).toBe('/chadava')
    setActiveLanguage('hi')
    setActiveLanguage('hi')
    expect(localPath('/chadava')).toBe('/hi/chadava')
    stop()
    setActiveLanguage('en')
    expect(heard).toEqual(['hi'])
  })
})

describe('a country named in the language shown', () => {
  it('comes from the browser in Hindi, and not at all in English or for a code it does not know', () => {
    expect(regionName('IN', 'hi')).toBe('भारत')
    expect(regionName('GB', 'hi')).toBe('यूनाइटेड किंगडम')
    expect(regionName('IN', 'en')).toBeUndefined()
    expect(regionName('WW', 'hi')).toBeUndefined()
  })

  it('is the name its readers use where the browser’s is not: the US is अमेरिका, not संयुक्त राज्य', () => {
    expect(regionName('us', 'hi')).toBe('अमेरिका')
  })
})
