/**
 * Mantine styles the payment, gateway and status pages use beyond the shell's (checked by
 * tests/app/pageStyles.test.ts).
 */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Progress.layer.css'
import '@mantine/core/styles/RadioCard.layer.css'
import '@mantine/core/styles/RadioIndicator.layer.css'
import '@mantine/core/styles/Radio.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
