import { Modal, type ModalProps } from '@mantine/core'
import { use } from 'react'
import { DialogTitleBarExtras } from './dialogTitleBar'
import classes from './SiteDialog.module.css'

type SiteDialogProps = Omit<ModalProps, 'stackId' | 'withOverlay' | 'overlayProps'>

/**
 * A dialog of the site: Mantine's Modal, whose title bar also holds what the shell puts there
 * (`DialogTitleBarExtras`), so a visitor can change the language without closing the dialog and losing what they typed.
 * They are drawn before the close button but come after it in the focus order: a dialog whose content names no first
 * control (`data-autofocus`) opens with the focus on its close button, not on a switch to another language.
 */
export function SiteDialog({
  title,
  withCloseButton = true,
  closeButtonProps,
  children,
  ...root
}: SiteDialogProps) {
  const extras = use(DialogTitleBarExtras)
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          {title && <Modal.Title className={classes.title}>{title}</Modal.Title>}
          {withCloseButton && <Modal.CloseButton className={classes.close} {...closeButtonProps} />}
          {extras && <div className={classes.extras}>{extras}</div>}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
