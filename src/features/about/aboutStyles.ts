/** Mantine styles the about page uses beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '@mantine/core/styles/Grid.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
