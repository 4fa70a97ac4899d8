/**
 * Mantine styles the first paint needs: the base layers and the components of the header, footer, home and the puja
 * and chadava lists. A page or dialog that uses more imports them itself (its `<area>Styles.ts`; the building blocks
 * come from `src/components/buildingBlockStyles.ts`), so a first visit loads only the styles of what it shows.
 * Layered CSS keeps our own styles above Mantine's whatever the load order; within Mantine's layer, the building
 * blocks (UnstyledButton, Paper, …) come before the components that extend them, as Mantine's docs require.
 * tests/app/pageStyles.test.ts checks that every component shown has its styles.
 */
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Flex.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Title.layer.css'
import './focusRing.css'
import './devanagariFont.css'
import './enlargedText.css'
