import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '../components/LocalLink'
import { siteConfig } from '../config'
import { footerMessages } from '../content/messages/app'
import { commonMessages, serviceNames } from '../content/messages/common'
import classes from './Footer.module.css'

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
  const serviceLinks = [
    { label: footerMessages.onlinePujaBooking, to: '/virtual-puja' },
    { label: serviceNames.chadavaOfferings, to: '/chadava' },
    { label: serviceNames.dailyHoroscope, to: '/horoscope' },
    { label: footerMessages.blog, to: '/blog' },
  ]
  const legalLinks = [
    { label: footerMessages.privacyPolicy, to: '/privacy-policy' },
    { label: footerMessages.termsConditions, to: '/terms-conditions' },
  ]
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} fz="lg" c="white">
              {siteConfig.productName}
            </Title>
            <Text fz="sm" c="gray.3">
              {footerMessages.about}
            </Text>
          </Stack>
          <FooterLinks title={footerMessages.servicesTitle} links={serviceLinks} />
          <FooterLinks title={footerMessages.legalTitle} links={legalLinks} />
          <Stack gap={6}>
            <Title order={2} fz="md" c="saffron.2">
              {footerMessages.contactTitle}
            </Title>
            <Anchor href={siteConfig.phoneHref} className={classes.link}>
              {siteConfig.phone}
            </Anchor>
            <Anchor href={`mailto:${siteConfig.email}`} className={classes.link}>
              {siteConfig.email}
            </Anchor>
            <Text fz="sm" c="gray.3" component="address" style={{ fontStyle: 'normal' }}>
              {commonMessages.ourAddress}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text fz="sm" c="gray.4" ta="center" mt="xl">
          {footerMessages.copyright(siteConfig.copyrightYear, siteConfig.productName)}
        </Text>
      </Container>
    </Box>
  )
}
