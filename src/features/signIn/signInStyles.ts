/**
 * Mantine styles the sign-in dialog and the account menu use beyond the shell's (checked by
 * tests/app/pageStyles.test.ts).
 */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
