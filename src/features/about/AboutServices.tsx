import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { aboutServices } from '../../content/about'
import { aboutServicesMessages } from '../../content/messages/about'
import { SectionHeading } from './SectionHeading'

export function AboutServices() {
  return (
    <section aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        title={aboutServicesMessages.title}
        lead={aboutServicesMessages.lead}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {aboutServices.map((service) => (
          <Card
            key={service.title}
            withBorder
            radius="lg"
            padding="lg"
            style={{ borderTop: '4px solid #f58300' }}
          >
            <Title order={3} fz="lg" c="maroon.7">
              {service.title}
            </Title>
            <Text fz="sm" c="gray.8" mt="xs" style={{ flex: 1 }}>
              {service.description}
            </Text>
            <Anchor
              component={Link}
              to={service.to}
              fw={600}
              fz="sm"
              mt="md"
              aria-label={aboutServicesMessages.link(service.linkLabel, service.title)}
            >
              {service.linkLabel} →
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
