/**
 * What shows in place of a page that failed, inside the header and footer: most often its code did not arrive (a
 * dropped connection, or a new release of the site since the visitor opened it). Try Again loads the page afresh,
 * which also brings the current release; Return to Home does the same for the home page.
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
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

/** The routes' `errorElement`: logs what failed, for support, and offers a fresh load. */
export function PageFailure() {
  const error = useRouteError()
  useEffect(() => {
    console.error('The page could not be shown', error)
  }, [error])
  return <PageFailureView onRetry={() => window.location.reload()} />
}
