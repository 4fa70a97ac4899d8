import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { siteConfig } from '../config'
import classes from './Footer.module.css'

const serviceLinks = [
  { label: 'Online Puja Booking', to: '/virtual-puja' },
  { label: 'Chadava Offerings', to: '/chadava' },
  { label: 'Daily Horoscope', to: '/horoscope' },
]
const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
]

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="md" c="saffron.2">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  )
}

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} fz="lg" c="white">
              {siteConfig.productName}
            </Title>
            <Text fz="sm" c="gray.3">
              Pujas and chadava offered in your name at real temples by verified priests, with a video on WhatsApp,
              prasad and a certificate — wherever in the world you are.
            </Text>
          </Stack>
          <FooterLinks title="Services" links={serviceLinks} />
          <FooterLinks title="Legal" links={legalLinks} />
          <Stack gap={6}>
            <Title order={2} fz="md" c="saffron.2">
              Contact
            </Title>
            <Anchor href={siteConfig.phoneHref} className={classes.link}>
              {siteConfig.phone}
            </Anchor>
            <Anchor href={`mailto:${siteConfig.email}`} className={classes.link}>
              {siteConfig.email}
            </Anchor>
            <Text fz="sm" c="gray.3" component="address" style={{ fontStyle: 'normal' }}>
              {siteConfig.address}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text fz="sm" c="gray.4" ta="center" mt="xl">
          © {siteConfig.copyrightYear} {siteConfig.productName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  )
}
