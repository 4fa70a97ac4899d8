/** Mantine styles a chadava's page and its offering details use beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/Modal.layer.css'
