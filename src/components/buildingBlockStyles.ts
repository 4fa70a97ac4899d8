/**
 * The styles of the Mantine components other components are built on, beyond the shell's (`src/app/shellStyles.ts`),
 * in the order Mantine's "CSS files list" gives. A module that loads the styles of a component built on them (a
 * modal, a select, a radio, an alert's close button) imports this first, so a building block's rules never come after
 * the component that refines them, whatever page loaded first. tests/app/pageStyles.test.ts checks both.
 */
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
