import './legalStyles'
import { Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { siteConfig } from '../../config'
import type { LegalDocument } from '../../content/legal/types'
import { legalDocumentMessages } from '../../content/messages/legal'
import { PageHero } from '../../components/PageHero'
import { TextBlocks } from '../../components/TextBlocks'
import { TableOfContents } from './TableOfContents'
import classes from './LegalDocumentView.module.css'

/** A legal document: title and last-updated date, a table of contents, then numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        eyebrow={siteConfig.companyName}
        title={document.title}
        subtitle={
          <>
            {document.summary}
            <Text component="span" display="block" fz="sm" c="gray.7" mt="xs">
              {legalDocumentMessages.lastUpdated(siteConfig.termsLastUpdated)}
            </Text>
          </>
        }
      />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="lg" className={classes.toc}>
              <TableOfContents sections={document.sections} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40} maw={760}>
              {document.sections.map((section, index) => (
                <Box component="section" key={section.id} aria-labelledby={section.id}>
                  <Title
                    order={2}
                    id={section.id}
                    fz={{ base: 22, sm: 26 }}
                    c="maroon.7"
                    mb="md"
                    className={classes.heading}
                  >
                    {legalDocumentMessages.sectionTitle(index + 1, section.title)}
                  </Title>
                  <TextBlocks blocks={section.blocks} headingOrder={3} />
                </Box>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
