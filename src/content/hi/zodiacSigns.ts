import type { CatalogOf } from '../catalog'
import type * as english from '../zodiacSigns'

/** `zodiacIds` is data (the signs' ids), not text: it is not translatable and has no translation here. */

export default {
  zodiacSigns: [
    { id: 'aries', name: 'मेष', symbol: '♈', dates: '21 मार्च - 19 अप्रैल', element: 'अग्नि', color: 'लाल', swatch: '#d93025' },
    { id: 'taurus', name: 'वृषभ', symbol: '♉', dates: '20 अप्रैल - 20 मई', element: 'पृथ्वी', color: 'हरा', swatch: '#2e7d32' },
    { id: 'gemini', name: 'मिथुन', symbol: '♊', dates: '21 मई - 20 जून', element: 'वायु', color: 'पीला', swatch: '#f9a825' },
    { id: 'cancer', name: 'कर्क', symbol: '♋', dates: '21 जून - 22 जुलाई', element: 'जल', color: 'रुपहला', swatch: '#9e9e9e' },
    { id: 'leo', name: 'सिंह', symbol: '♌', dates: '23 जुलाई - 22 अगस्त', element: 'अग्नि', color: 'सुनहरा', swatch: '#c9a227' },
    { id: 'virgo', name: 'कन्या', symbol: '♍', dates: '23 अगस्त - 22 सितंबर', element: 'पृथ्वी', color: 'नेवी ब्लू', swatch: '#1a3a6b' },
    { id: 'libra', name: 'तुला', symbol: '♎', dates: '23 सितंबर - 22 अक्टूबर', element: 'वायु', color: 'गुलाबी', swatch: '#d81b60' },
    { id: 'scorpio', name: 'वृश्चिक', symbol: '♏', dates: '23 अक्टूबर - 21 नवंबर', element: 'जल', color: 'मैरून', swatch: '#801b2c' },
    { id: 'sagittarius', name: 'धनु', symbol: '♐', dates: '22 नवंबर - 21 दिसंबर', element: 'अग्नि', color: 'बैंगनी', swatch: '#6a1b9a' },
    { id: 'capricorn', name: 'मकर', symbol: '♑', dates: '22 दिसंबर - 19 जनवरी', element: 'पृथ्वी', color: 'भूरा', swatch: '#6d4c41' },
    { id: 'aquarius', name: 'कुंभ', symbol: '♒', dates: '20 जनवरी - 18 फ़रवरी', element: 'वायु', color: 'फ़िरोज़ी', swatch: '#00838f' },
    { id: 'pisces', name: 'मीन', symbol: '♓', dates: '19 फ़रवरी - 20 मार्च', element: 'जल', color: 'समुद्री हरा', swatch: '#2e8b57' },
  ],
} satisfies CatalogOf<Omit<typeof english, 'zodiacIds'>>
