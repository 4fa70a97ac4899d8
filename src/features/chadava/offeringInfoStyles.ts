/** Mantine styles an offering's details dialog uses beyond the shell's (checked by tests/app/pageStyles.test.ts). */
import '../../components/buildingBlockStyles'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/Modal.layer.css'
