/** Mantine styles a chadava's page uses beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
