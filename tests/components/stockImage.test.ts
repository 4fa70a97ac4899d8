import { describe, expect, it } from 'vitest'
import { pictureOf, picturesOf, STOCK_IMAGE } from '../../src/components/catalogue/stockImage'

describe('pictures from the API', () => {
  it('show the given address, or the stock picture when it is missing or empty', () => {
    expect(pictureOf('/images/puja/kalighat-1.svg')).toBe('/images/puja/kalighat-1.svg')
    expect(pictureOf(undefined)).toBe(STOCK_IMAGE)
    expect(pictureOf('')).toBe(STOCK_IMAGE)
  })

  it('leave out empty addresses, and show the stock picture alone when none is left', () => {
    expect(picturesOf(['', '/a.svg', '', '/b.svg'])).toEqual(['/a.svg', '/b.svg'])
    expect(picturesOf([''])).toEqual([STOCK_IMAGE])
    expect(picturesOf([])).toEqual([STOCK_IMAGE])
  })
})
