import { Box, type BoxProps } from '@mantine/core'
import type { ReactNode } from 'react'

interface LoadingStatusProps extends BoxProps {
  /** What is loading, as screen readers announce it ('Detecting your location'). */
  label: string
  /** The placeholders that hold the place (Mantine `Skeleton`s). */
  children: ReactNode
  /** Inside a line of text: a `span`, so the paragraph stays valid HTML. */
  inline?: boolean
}

/**
 * A busy status region named `label` around the placeholders shown while something loads. A `Skeleton` alone has no
 * role, so it may carry no name (ARIA prohibits `aria-label` there); the region names it instead.
 */
export function LoadingStatus({ label, children, inline = false, ...boxProps }: LoadingStatusProps) {
  return (
    <Box
      component={inline ? 'span' : 'div'}
      display={inline ? 'inline-block' : undefined}
      role="status"
      aria-busy="true"
      aria-label={label}
      {...boxProps}
    >
      {children}
    </Box>
  )
}
