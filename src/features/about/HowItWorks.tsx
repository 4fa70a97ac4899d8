import { Box, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { howItWorks } from '../../content/about'
import { aboutHowItWorksMessages } from '../../content/messages/about'
import { SectionHeading } from './SectionHeading'

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title">
      <SectionHeading
        id="how-title"
        title={aboutHowItWorksMessages.title}
        lead={aboutHowItWorksMessages.lead}
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {howItWorks.map((step, index) => (
          <Box component="li" key={step.title}>
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon size={48} radius="xl" color="saffron.7" aria-hidden="true">
                <Text fw={700} fz="lg">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} fz="lg" c="maroon.7">
                {step.title}
              </Title>
              <Text fz="sm" c="gray.8">
                {step.text}
              </Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </section>
  )
}
