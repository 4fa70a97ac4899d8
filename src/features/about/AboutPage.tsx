import './aboutStyles'
import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { aboutIntro, missionAndVision, whatWeAre } from '../../content/about'
import { aboutPageMessages } from '../../content/messages/about'
import { commonMessages } from '../../content/messages/common'
import { AboutServices } from './AboutServices'
import { HowItWorks } from './HowItWorks'
import { ImpactFigures } from './ImpactFigures'
import { PageHero } from '../../components/PageHero'
import { usePageHead } from '../../lib/pageHead'
import { WhyChooseUs } from './WhyChooseUs'

/** /about: who we are, our services, impact, why choose us, how it works, mission and vision. */
export function AboutPage() {
  usePageHead(aboutIntro.title)
  return (
    <>
      <PageHero eyebrow={aboutPageMessages.eyebrow} title={aboutIntro.title} subtitle={aboutIntro.subtitle} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={64}>
          <section aria-labelledby="what-title">
            <Grid gap="xl" align="flex-start">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Title order={2} id="what-title" c="maroon.7" fz={{ base: 26, sm: 32 }}>
                  {aboutPageMessages.whatWeAreTitle}
                </Title>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  {whatWeAre.map((paragraph) => (
                    <Text key={paragraph} lh={1.75} c="gray.9">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Grid.Col>
            </Grid>
          </section>
          <AboutServices />
        </Stack>
      </Container>
      <ImpactFigures />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={64}>
          <WhyChooseUs />
          <HowItWorks />
          <Grid gap="lg">
            {(
              [
                ['mission-title', aboutPageMessages.missionTitle, missionAndVision.mission],
                ['vision-title', aboutPageMessages.visionTitle, missionAndVision.vision],
              ] as const
            ).map(([id, title, text]) => (
              <Grid.Col key={id} span={{ base: 12, sm: 6 }}>
                <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="xl" h="100%">
                  <Title order={2} id={id} fz={24} c="maroon.7">
                    {title}
                  </Title>
                  <Text mt="sm" lh={1.75} c="gray.9">
                    {text}
                  </Text>
                </Paper>
              </Grid.Col>
            ))}
          </Grid>
          <Paper
            component="section"
            aria-labelledby="cta-title"
            radius="lg"
            p={{ base: 'lg', sm: 'xl' }}
            bg="#fff1e0"
            ta="center"
          >
            <Title order={2} id="cta-title" c="maroon.7" fz={{ base: 24, sm: 28 }}>
              {aboutPageMessages.closingTitle}
            </Title>
            <Text c="gray.8" mt="xs" maw={560} mx="auto">
              {aboutPageMessages.closingText}
            </Text>
            <Group justify="center" mt="lg">
              <Button component={Link} to="/virtual-puja" size="md">
                {commonMessages.bookAPuja}
              </Button>
              <Button component={Link} to="/contact" size="md" variant="outline">
                {commonMessages.contactUs}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </Container>
    </>
  )
}
