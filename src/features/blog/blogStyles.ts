/** Mantine styles the blog and its articles use beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/List.layer.css'
