import { createContext, type ReactNode } from 'react'

/**
 * What the shell puts in every dialog's title bar, between the title and the close button: the language switch, since
 * the header's own lies under an open dialog's overlay. Nothing where no shell provides it (stories, tests).
 */
export const DialogTitleBarExtras = createContext<ReactNode>(null)
