import { Center, Loader } from '@mantine/core'
import { pageLoaderMessages } from '../content/messages/components'

export function PageLoader({ label = pageLoaderMessages.loading }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-label={label}>
      <Loader color="saffron" />
    </Center>
  )
}
