/**
 * Mantine styles the blog uses beyond the shell's (checked by tests/app/pageStyles.test.ts): its search, newsletter and
 * cards.
 */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Image.layer.css'
