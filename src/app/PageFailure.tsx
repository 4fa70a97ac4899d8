/**
 * What shows in place of a page that failed, inside the header and footer: most often its code did not arrive (a
 * dropped connection, or a new release of the site since the visitor opened it). Try Again loads the page afresh,
 * which also brings the current release; Return to Home does the same for the home page.
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { pageFailureMessages } from '../content/messages/app'
import { commonMessages, failureMessages } from '../content/messages/common'
import { localPath } from '../lib/language'

export function PageFailureView({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{failureMessages.genericError}</Title>
        <Text c="gray.7">{pageFailureMessages.text}</Text>
        <Group justify="center">
          <Button onClick={onRetry}>{commonMessages.tryAgain}</Button>
          <Button component="a" href={localPath('/')} variant="light">
            {commonMessages.returnToHome}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

interface BoundaryProps {
  children: ReactNode
  /** The page shown: the failure's message stays until the visitor goes to another page. */
  page?: string
}

/** Whether what the boundary holds failed, and the page it was shown on. */
interface BoundaryState {
  failed: boolean
  page: string | undefined
}

/** Shows `PageFailureView` in place of what failed to render, and logs what failed, for support. */
export class PageFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, page: this.props.page }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  /** Another page: what it shows is tried afresh. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.page === state.page ? null : { failed: false, page: props.page }
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page could not be shown', error)
  }

  override render() {
    if (this.state.failed) return <PageFailureView onRetry={() => window.location.reload()} />
    return this.props.children
  }
}
