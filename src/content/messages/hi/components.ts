import type { CatalogOf } from '../../catalog'
import type * as english from '../components'

export default {
  pageLoaderMessages: {
    loading: 'लोड हो रहा है...',
  },
  dialogFailureMessages: {
    text: 'यह खुल नहीं सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  },
  priceTagMessages: {
    loading: 'क़ीमत लोड हो रही है',
  },
  imageSlideshowMessages: {
    label: (alt: string) => `तस्वीरें: ${alt}`,
    image: (alt: string, position: number, count: number) => `${alt}, तस्वीर (${count} में से ${position})`,
    showImage: (position: number, count: number) => `तस्वीर (${count} में से ${position}) दिखाएँ`,
    thumbnail: (position: number, count: number) => `छोटी तस्वीर (${count} में से ${position})`,
    previous: 'पिछली तस्वीर',
    next: 'अगली तस्वीर',
  },
  countdownMessages: {
    days: 'दिन',
    hours: 'घंटे',
    minutes: 'मिनट',
    seconds: 'सेकंड',
    unknownAmount: '--',
  },
} satisfies CatalogOf<typeof english>
