import type { CatalogOf } from '../../catalog'
import type * as english from '../profile'
import common from './common'

const { commonMessages, failureMessages } = common

export default {
  profileSaveFailures: {
    http: failureMessages.genericError,
    refused: failureMessages.genericError,
    unreachable: failureMessages.genericError,
  },
  profileMessages: {
    title: commonMessages.myProfile,
    memberSinceLine: (memberSince: string) => `${memberSince} से हमारे साथ`,
    initialFallback: 'उ',
    notSet: 'दर्ज नहीं',
    loading: 'आपकी प्रोफ़ाइल लोड हो रही है',
    displayName: 'नाम',
    displayNamePlaceholder: 'आपका नाम',
    phoneNumberHelp: 'आपका फ़ोन नंबर बदला नहीं जा सकता',
    emailAddress: 'ईमेल पता',
    accountCreated: 'खाता बनने की तारीख़',
    memberSince: 'सदस्यता की शुरुआत',
    save: 'बदलाव सहेजें',
    edit: 'बदलें',
    savedFamily: 'सहेजे गए परिवारजन',
    savedFamilyHelp: 'अपने परिवारजनों को एक बार सहेज लें, फिर एक से ज़्यादा लोगों के लिए पूजा बुक करते समय उन्हें चुन लें।',
    noFamily: 'अभी तक परिवार का कोई सदस्य सहेजा नहीं गया है।',
  },
  profileSignedOutMessages: {
    title: 'कृपया साइन इन करें',
    text: 'अपनी प्रोफ़ाइल देखने और बदलने के लिए अपने फ़ोन नंबर से साइन इन करें।',
    signIn: 'फ़ोन नंबर से आगे बढ़ें',
  },
} satisfies CatalogOf<typeof english>
