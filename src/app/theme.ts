import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Saffron for actions, maroon for headings and accents: warm, temple-like, with readable contrast. */
const saffron: MantineColorsTuple = [
  '#fff4e6',
  '#ffe6c7',
  '#ffcb8c',
  '#ffae4d',
  '#ff9619',
  '#f58300',
  '#c25e00',
  '#a34e00',
  '#853f00',
  '#662f00',
]
const maroon: MantineColorsTuple = [
  '#fcebee',
  '#f3d1d7',
  '#e5a1ad',
  '#d76e80',
  '#cb4559',
  '#b82e43',
  '#9c2336',
  '#801b2c',
  '#651421',
  '#4a0e17',
]

/** Devanagari for Hindi, first but for Devanagari only (`devanagariFont.css`): the Latin fonts follow. */
const devanagari = '"Sankalp Devanagari"'

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: { light: 7, dark: 5 },
  colors: { saffron, maroon },
  fontFamily: `${devanagari}, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`,
  headings: {
    fontFamily: `${devanagari}, Georgia, "Noto Serif", "Times New Roman", serif`,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  other: { heading: '#801b2c' },
  components: {
    // A dialog's title bar is Mantine's <header>, which assistive technology counts as the page's banner: a second
    // one, inside the dialog. Named as a plain object, so the theme brings no dialog code into every page.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
})

/**
 * The site's CSS variables over Mantine's. The error colour (field errors, error borders, required marks) is red-9
 * (#c92a2a): Mantine's default red-6 reads at 3.3:1 on white; red-9 at 5.5:1 on white and at 4.7:1 or more on the
 * light tints forms sit on (saffron-0, maroon-0, gray-0), WCAG AA. Dimmed text (a field's description, an input's
 * icons) is gray-7: Mantine's gray-6 reads at 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-error': resolvedTheme.colors.red[9],
    '--mantine-color-dimmed': resolvedTheme.colors.gray[7],
  },
  dark: {},
})
