import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { catalogueErrorMessages } from '../../content/messages/catalogue'
import { commonMessages } from '../../content/messages/common'
import classes from './catalogue.module.css'

/** SPEC §2's loading line, e.g. 'Loading sacred puja services...'. */
export function CatalogueLoading({ text }: { text: string }) {
  return (
    <Center py={80}>
      <output className={classes.loading}>
        <Loader color="saffron" />
        <Text c="dark.6">{text}</Text>
      </output>
    </Center>
  )
}

/** SPEC §8: 'Error Loading Services' with the message and a way out. */
export function CatalogueError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="lg" maw={480} ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} c="maroon.8">
            {catalogueErrorMessages.title}
          </Title>
          <Text c="dark.6">{message}</Text>
          <Button onClick={onRetry}>{commonMessages.tryAgain}</Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** A detail whose id is not in the catalogue, with the way back to its list. */
export function CatalogueNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string
  message: ReactNode
  backTo: string
  backLabel: string
}) {
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="lg" maw={480} ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} fz="h2" c="maroon.8">
            {title}
          </Title>
          <Text c="dark.6">{message}</Text>
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** An empty list. */
export function CatalogueEmpty({ text }: { text: string }) {
  return (
    <Center py={64}>
      <Text c="dark.6">{text}</Text>
    </Center>
  )
}
