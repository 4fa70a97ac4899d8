import { MantineProvider } from '@mantine/core'
import { DialogLoadFailure } from '../components/DialogLoadFailure'
import { pageFailureMessages } from '../content/messages/app'
import { cssVariablesResolver, theme } from './theme'

/**
 * Said over a page opened while its code did not arrive (a dropped connection, or a release of the site since the
 * page was served): the painted page stays readable, its links work, and Try Again loads it afresh.
 */
export function StartFailureNotice() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <DialogLoadFailure text={pageFailureMessages.text} onRetry={() => window.location.reload()} />
    </MantineProvider>
  )
}
