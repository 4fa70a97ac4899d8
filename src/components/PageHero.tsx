import { Box, Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './PageHero.module.css'

interface PageHeroProps {
  title: string
  subtitle?: ReactNode
  /** A short line above the title. */
  eyebrow?: string
  children?: ReactNode
}

/** The warm banner at the top of the content pages (blog, about, contact, legal). */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="page-title">
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack align="center" ta="center" gap="sm">
          {eyebrow && (
            <Text tt="uppercase" fw={700} fz="sm" c="saffron.8" lts={1}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} id="page-title" c="maroon.7" fz={{ base: 30, sm: 44 }} lh={1.15}>
            {title}
          </Title>
          {subtitle && (
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" maw={680}>
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
