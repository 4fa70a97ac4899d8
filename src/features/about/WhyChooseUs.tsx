import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { whyChoose } from '../../content/about'
import { aboutWhyChooseUsMessages } from '../../content/messages/about'
import { SectionHeading } from './SectionHeading'

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title">
      <SectionHeading id="why-title" title={aboutWhyChooseUsMessages.title} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {whyChoose.map((reason) => (
          <Paper key={reason.title} radius="lg" p="lg" bg="#fff6ea">
            <Title order={3} fz="lg" c="maroon.7">
              {reason.title}
            </Title>
            <Text fz="sm" c="gray.8" mt={6}>
              {reason.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}
