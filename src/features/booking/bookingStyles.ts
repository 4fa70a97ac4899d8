/** Mantine styles the booking dialog uses beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Fieldset.layer.css'
import '@mantine/core/styles/Modal.layer.css'
