import { Text } from '@mantine/core'
import { detailHeaderMessages } from '../../content/messages/catalogueDetail'
import { BenefitList, DetailSection } from './DetailSection'

interface AboutSectionsProps {
  about: { id: string; title: string; text: string; benefitsTitle: string; benefits: readonly string[] }
  temple: { name: string; text: string }
}

/** 'About This …' with its benefits, and 'About the Temple'. */
export function AboutSections({ about, temple }: AboutSectionsProps) {
  return (
    <>
      <DetailSection id={about.id} title={about.title}>
        <Text c="dark.7">{about.text}</Text>
        <BenefitList title={about.benefitsTitle} benefits={about.benefits} />
      </DetailSection>
      <DetailSection id="about-temple" title={detailHeaderMessages.aboutTemple}>
        <Text fw={600} c="maroon.8" mb={4}>
          {temple.name}
        </Text>
        <Text c="dark.7">{temple.text}</Text>
      </DetailSection>
    </>
  )
}
