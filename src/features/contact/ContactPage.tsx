import { Container, Grid } from '@mantine/core'
import { PageHero } from '../../components/PageHero'
import { ContactForm } from './ContactForm'
import { ContactInfoCard } from './ContactInfoCard'

/** /contact: the message form beside the information card. */
export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="We are here to help"
        title="Contact Us"
        subtitle="Questions about a puja, a chadava offering, a consultation or your order? Write to us and our team will respond within 24 hours."
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
