/** The two widths every page is checked at. */
export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }
