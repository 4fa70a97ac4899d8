/** Mantine styles an article uses beyond the shell's (checked by tests/app/pageStyles.test.ts); it has no fields. */
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/List.layer.css'
