/**
 * The Devanagari fonts the gateway page draws Hindi with, where the device has none (as the site's
 * `src/app/devanagariFont.css` does): the site's own two Noto Sans Devanagari files, served by this server.
 */
import { fileURLToPath } from 'node:url'
import type { Handler } from 'json-server'

const FONTS_PATH = '/gateway-fonts'
export const GATEWAY_FONT_PATH = `${FONTS_PATH}/:file`

const fontFiles = { 400: 'noto-sans-devanagari-400.woff2', 700: 'noto-sans-devanagari-700.woff2' } as const

const fontsFolder = fileURLToPath(new URL('../../src/app/fonts/', import.meta.url))

/** GET /gateway-fonts/{file}: one of the two fonts; any other name is not found. */
export const sendGatewayFont: Handler = (request, response, next) => {
  const file = Object.values(fontFiles).find((name) => name === request.params.file)
  if (!file) return next()
  response.type('font/woff2')
  response.sendFile(file, { root: fontsFolder, maxAge: '1d' })
}

/** The page's `@font-face` rules: the device's Devanagari font when it has one, else the served file. */
export const gatewayFontFaces = Object.entries(fontFiles)
  .map(
    ([weight, file]) =>
      `@font-face{font-family:'Gateway Devanagari';font-weight:${weight};font-display:swap;` +
      `src:local('Noto Sans Devanagari'),local('Nirmala UI'),url('${FONTS_PATH}/${file}') format('woff2');` +
      'unicode-range:U+0900-097F,U+200C-200D}',
  )
  .join('\n')
