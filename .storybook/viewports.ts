/** The two widths the site is checked at (DESIGN: mobile matters as much as desktop). */
export const viewports = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const

/** Story `globals` that show a story at 390 px. */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } }
