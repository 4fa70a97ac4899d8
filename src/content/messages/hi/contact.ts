import type { CatalogOf } from '../../catalog'
import type * as english from '../contact'
import common from './common'

const { commonMessages, detailLabels, serviceNames } = common

export default {
  contactPageMessages: {
    eyebrow: 'हम आपकी सहायता के लिए यहाँ हैं',
    subtitle: 'पूजा, चढ़ावा, परामर्श या अपने ऑर्डर के बारे में कोई प्रश्न है? हमें लिखें, हमारी टीम 24 घंटे के भीतर उत्तर देगी।',
  },
  contactFormMessages: {
    title: 'हमें लिखें',
    requiredNote: '* वाले फ़ील्ड भरना आवश्यक है।',
    name: detailLabels.name,
    email: detailLabels.email,
    phone: 'फ़ोन (वैकल्पिक)',
    subject: 'विषय',
    chooseSubject: 'विषय चुनें',
    message: 'संदेश',
    send: 'संदेश भेजें',
    thankYou: 'आपके संदेश के लिए धन्यवाद। हम 24 घंटे के भीतर उत्तर देंगे।',
    failure: 'आपका संदेश नहीं भेजा जा सका। आपका लिखा हुआ संदेश सुरक्षित है। कृपया फिर से कोशिश करें।',
    nameRequired: commonMessages.nameRequired,
    subjectRequired: 'कृपया एक विषय चुनें',
    messageRequired: 'संदेश आवश्यक है',
    subjects: {
      'virtual-puja': 'ऑनलाइन पूजा बुकिंग',
      chadava: serviceNames.chadavaOfferings,
      donation: 'दान',
      horoscope: 'राशिफल और ज्योतिष परामर्श',
      technical: 'तकनीकी सहायता',
      other: 'अन्य',
    },
  },
  contactInfoMessages: {
    title: 'संपर्क की जानकारी',
    phone: detailLabels.phone,
    email: detailLabels.email,
    officeAddress: 'कार्यालय का पता',
    officeHours: 'कार्यालय का समय',
    officeTime: 'सुबह 9:00 बजे से शाम 6:00 बजे तक (भारतीय समय)',
    officeDays: 'सोमवार से शनिवार',
    virtualServices: 'ऑनलाइन सेवाएँ',
    virtualServicesText: 'ऑनलाइन पूजा और चढ़ावा बुकिंग 24/7 उपलब्ध है।',
  },
} satisfies CatalogOf<typeof english>
