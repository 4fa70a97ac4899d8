/** Mantine styles the profile and the order pages use beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Fieldset.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
