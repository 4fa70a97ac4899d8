/** Mantine styles the privacy policy and the terms use beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '@mantine/core/styles/Grid.layer.css'
import '@mantine/core/styles/List.layer.css'
