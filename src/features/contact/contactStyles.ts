/** Mantine styles the contact page uses beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Grid.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
