import './contactStyles'
import { Container, Grid } from '@mantine/core'
import { PageHero } from '../../components/PageHero'
import { commonMessages } from '../../content/messages/common'
import { contactPageMessages } from '../../content/messages/contact'
import { ContactForm } from './ContactForm'
import { ContactInfoCard } from './ContactInfoCard'
import { usePageHead } from '../../lib/pageHead'

/** /contact: the message form beside the information card. */
export function ContactPage() {
  usePageHead(commonMessages.contactUs)
  return (
    <>
      <PageHero
        eyebrow={contactPageMessages.eyebrow}
        title={commonMessages.contactUs}
        subtitle={contactPageMessages.subtitle}
      />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactInfoCard />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
