import type { CatalogOf } from '../../catalog'
import type * as english from '../calendar'

export default {
  addToCalendarMessages: {
    title: 'कैलेंडर में जोड़ें',
    text: 'अनुष्ठान का समय अपने समय क्षेत्र के अनुसार अपने कैलेंडर में जोड़ लें।',
    download: '.ics फ़ाइल डाउनलोड करें',
    google: 'Google कैलेंडर',
    failed: 'कैलेंडर फ़ाइल नहीं बन सकी। कृपया फिर से कोशिश करें।',
    eventTitle: (service: string) => `${service} (Sankalp)`,
    eventDescription: (orderId: string, place: string) =>
      `ऑर्डर ID: ${orderId}। यह अनुष्ठान ${place} में आपके नाम से किया जाएगा; समय मंदिर का (भारतीय समय) है, जो आपके अपने समय क्षेत्र में दिखाया गया है।`,
    fileName: (orderId: string) => `sankalp-${orderId}.ics`,
  },
} satisfies CatalogOf<typeof english>
