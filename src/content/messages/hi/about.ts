import type { CatalogOf } from '../../catalog'
import type * as english from '../about'
import common from './common'

const { commonMessages } = common

export default {
  aboutPageMessages: {
    eyebrow: 'हमारी कहानी',
    whatWeAreTitle: 'हम कौन हैं',
    missionTitle: 'हमारा उद्देश्य',
    visionTitle: 'हमारी दृष्टि',
    closingTitle: 'अपनी आध्यात्मिक यात्रा शुरू करें',
    closingText: 'अपने प्रिय मंदिर में पूजा बुक करें, या हमारी सेवाओं के बारे में कोई भी प्रश्न हो तो हमें लिखें।',
  },
  aboutServicesMessages: {
    title: 'हमारी सेवाएँ',
    lead: 'मंदिर को आपके और क़रीब लाने के चार तरीक़े।',
    link: (linkLabel: string, title: string) => `${linkLabel}: ${title}`,
  },
  impactFiguresMessages: {
    title: 'हमारा प्रभाव',
  },
  aboutWhyChooseUsMessages: {
    title: 'Sankalp को क्यों चुनें',
  },
  aboutHowItWorksMessages: {
    title: commonMessages.howItWorks,
    lead: 'आपकी बुकिंग से मंदिर तक, और फिर आप तक — चार चरणों में।',
  },
} satisfies CatalogOf<typeof english>
