import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import besideOrBelow from '../../components/besideOrBelow.module.css'
import { siteConfig } from '../../config'
import { contactInfoMessages } from '../../content/messages/contact'
import { commonMessages } from '../../content/messages/common'
import { ContactIcon, type ContactIconName } from './ContactIcons'

function InfoRow({ icon, title, children }: { icon: ContactIconName; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="md">
      <ThemeIcon size={40} radius="xl" variant="light" color="saffron">
        <ContactIcon name={icon} />
      </ThemeIcon>
      <Stack gap={2} className={besideOrBelow.text}>
        <Title order={3} fz="md" c="maroon.7">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  )
}

/** SPEC §2: phone, e-mail, the Gurugram office, office hours and the 24/7 virtual services. */
export function ContactInfoCard() {
  return (
    <Paper
      component="aside"
      aria-labelledby="contact-info-title"
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="#fffaf3"
    >
      <Stack gap="lg">
        <Title order={2} id="contact-info-title" fz={24} c="maroon.7">
          {contactInfoMessages.title}
        </Title>
        <InfoRow icon="phone" title={contactInfoMessages.phone}>
          <Anchor href={siteConfig.phoneHref}>{siteConfig.phone}</Anchor>
        </InfoRow>
        <InfoRow icon="mail" title={contactInfoMessages.email}>
          <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>
        </InfoRow>
        <InfoRow icon="pin" title={contactInfoMessages.officeAddress}>
          <Text component="address" fz="sm" c="gray.8" style={{ fontStyle: 'normal' }}>
            {commonMessages.ourAddress}
          </Text>
        </InfoRow>
        <InfoRow icon="clock" title={contactInfoMessages.officeHours}>
          <Text fz="sm" c="gray.8">
            {contactInfoMessages.officeTime}
          </Text>
          <Text fz="sm" c="gray.8">
            {contactInfoMessages.officeDays}
          </Text>
        </InfoRow>
        <InfoRow icon="globe" title={contactInfoMessages.virtualServices}>
          <Text fz="sm" c="gray.8">
            {contactInfoMessages.virtualServicesText}
          </Text>
        </InfoRow>
      </Stack>
    </Paper>
  )
}
