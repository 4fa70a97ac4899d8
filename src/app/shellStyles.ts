/**
 * Mantine styles the first paint needs: the base layers and the components of the header, footer and home page.
 * Other pages load the full set (`fullStyles.ts`). Layered CSS keeps our own styles above Mantine's whatever the
 * load order; within Mantine's layer, the building blocks (UnstyledButton, Paper, …) come before the components that
 * extend them, as Mantine's docs require.
 */
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Flex.layer.css'
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
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
import './focusRing.css'
