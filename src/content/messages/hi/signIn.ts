import { siteConfig } from '../../../config'
import type { CatalogOf } from '../../catalog'
import type * as english from '../signIn'
import common from './common'

const { commonMessages } = common

const INVALID_OTP = 'OTP ग़लत है। कृपया फिर से कोशिश करें।'
const ENTER_VALID_OTP = 'कृपया सही OTP दर्ज करें'

const NOT_CONFIGURED = 'फ़ोन से साइन इन की व्यवस्था ठीक से सेट नहीं है। कृपया सहायता टीम से संपर्क करें।'
const ENTER_VALID_PHONE = 'कृपया सही फ़ोन नंबर दर्ज करें।'
const OTP_EXPIRED = 'इस OTP की समय-सीमा ख़त्म हो गई है। कृपया वापस जाकर नया OTP मँगवाएँ।'
const OTP_REQUEST_INVALID = 'यह OTP अनुरोध अब मान्य नहीं है। कृपया वापस जाकर नया OTP मँगवाएँ।'
const SECURITY_CHECK_FAILED = 'सुरक्षा जाँच पूरी नहीं हो सकी। कृपया फिर से कोशिश करें।'

export default {
  signInFailureMessages: {
    sendCodeFailed: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    invalidOtp: INVALID_OTP,
    enterValidOtp: ENTER_VALID_OTP,
    otpRequired: 'कृपया OTP कोड दर्ज करें',
    invalidPhone: 'कृपया सही फ़ोन नंबर दर्ज करें',
    humanCheckNotReady: 'reCAPTCHA जाँच अभी तैयार नहीं है',
  },
  authErrorMessages: {
    // SPEC §8, send-code
    'auth/invalid-app-credential': NOT_CONFIGURED,
    'auth/invalid-phone-number': ENTER_VALID_PHONE,
    'auth/too-many-requests': 'बहुत ज़्यादा प्रयास हो गए हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
    'auth/quota-exceeded': 'SMS भेजने की सीमा पूरी हो गई है। कृपया कुछ देर बाद फिर से कोशिश करें।',
    // SPEC §8, verify
    'auth/invalid-verification-code': INVALID_OTP,
    'auth/missing-verification-code': ENTER_VALID_OTP,
    // Other phone-auth codes
    'auth/missing-phone-number': ENTER_VALID_PHONE,
    'auth/code-expired': OTP_EXPIRED,
    'auth/session-expired': OTP_EXPIRED,
    'auth/invalid-verification-id': OTP_REQUEST_INVALID,
    'auth/missing-verification-id': OTP_REQUEST_INVALID,
    'auth/captcha-check-failed': SECURITY_CHECK_FAILED,
    'auth/invalid-recaptcha-token': SECURITY_CHECK_FAILED,
    'auth/missing-recaptcha-token': SECURITY_CHECK_FAILED,
    'auth/recaptcha-not-enabled': NOT_CONFIGURED,
    'auth/missing-app-credential': NOT_CONFIGURED,
    'auth/app-not-authorized': NOT_CONFIGURED,
    'auth/unauthorized-domain': NOT_CONFIGURED,
    'auth/operation-not-allowed': 'फ़ोन से साइन इन चालू नहीं है। कृपया सहायता टीम से संपर्क करें।',
    'auth/billing-not-enabled': NOT_CONFIGURED,
    'auth/invalid-api-key': NOT_CONFIGURED,
    'auth/missing-client-type': NOT_CONFIGURED,
    'auth/user-disabled': 'यह खाता बंद कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
    'auth/network-request-failed': 'नेटवर्क में दिक़्क़त है: कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    'auth/timeout': 'अनुरोध का समय ख़त्म हो गया। कृपया फिर से कोशिश करें।',
    'auth/web-storage-unsupported':
      'आपका ब्राउज़र साइन इन के लिए ज़रूरी स्टोरेज को रोक रहा है। कृपया कुकीज़ चालू करें और फिर से कोशिश करें।',
  },
  signInDialogMessages: {
    title: `${siteConfig.productName} में आपका स्वागत है`,
    subtitle: 'दिव्य सेवाओं के लिए साइन इन करें',
    guardSubtitle: 'फ़ोन नंबर की पुष्टि के साथ सुरक्षित साइन इन',
    close: commonMessages.close,
    phoneLabel: commonMessages.phoneNumber,
    phonePlaceholder: 'अपना फ़ोन नंबर दर्ज करें',
    phoneHelp: 'देश के कोड के बिना अपना फ़ोन नंबर दर्ज करें',
    send: commonMessages.sendOtp,
    // The number follows in bold.
    codeSentTo: 'हमने 6 अंकों का कोड इस नंबर पर भेजा है: ',
    codeLabel: 'OTP दर्ज करें',
    codePlaceholder: '6 अंकों का OTP दर्ज करें',
    verify: commonMessages.verifyOtp,
    back: commonMessages.back,
    verified: 'सत्यापन सफल रहा!',
    welcome: (name: string) => `${name}, आपका स्वागत है! आपको आगे ले जाया जा रहा है...`,
    // Around the two links: 'आगे बढ़कर आप हमारे {नियम और शर्तें} तथा {गोपनीयता नीति} से सहमत होते हैं।'
    termsAgree: 'आगे बढ़कर आप हमारे',
    termsAnd: 'तथा',
    termsEnd: ' से सहमत होते हैं।',
    termsConditions: commonMessages.termsConditions,
    privacyPolicy: commonMessages.privacyPolicy,
  },
  countryPickerMessages: {
    selected: (name: string, dialCode: string) => `देश: ${name} (${dialCode})`,
    searchPlaceholder: 'देश, देश का कोड या डायल कोड खोजें',
    searchLabel: 'देश खोजें',
    listLabel: 'देश',
    noMatch: 'कोई देश नहीं मिला',
  },
} satisfies CatalogOf<typeof english>
