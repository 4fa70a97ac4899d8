import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/understandingJanmaKundaliBody.ts', { import: 'default' }),
)

export const understandingJanmaKundaliBody: ArticleBody = translatable('understandingJanmaKundaliBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'Jyotisha, the astrology of the Indian tradition, is counted among the six Vedangas, the limbs of knowledge that supported the study of the Vedas. It began as the science of time: knowing when the moon would be full, when the sun would turn north, and therefore when rituals should be performed. Over centuries it grew into a rich system for reading a person’s life from the sky at the moment of their birth. That reading is recorded in the janma kundali, the birth chart.',
    },
    { kind: 'heading', text: 'What you need to cast a chart' },
    {
      kind: 'paragraph',
      text: 'A kundali requires three facts: the date of birth, the exact time of birth and the place of birth. Time matters more than most people expect. The rising sign changes roughly every two hours, and finer divisions of the chart change within minutes, so a birth time that is off by half an hour can alter important details. If your time is uncertain, tell your astrologer; experienced practitioners have methods for rectifying it.',
    },
    { kind: 'heading', text: 'Sidereal and tropical zodiacs' },
    {
      kind: 'paragraph',
      text: 'Vedic astrology uses the sidereal zodiac, which is measured against the fixed stars. Western astrology usually uses the tropical zodiac, which is tied to the seasons. Because of the slow precession of the equinoxes, the two have drifted apart by around twenty-four degrees. This is why many people find that their sun sign in a Vedic chart is one sign earlier than the sign they know from magazine horoscopes.',
    },
    { kind: 'heading', text: 'The building blocks of a kundali' },
    {
      kind: 'list',
      items: [
        'Lagna (ascendant): the sign rising on the eastern horizon at birth. It anchors the whole chart and describes the body, temperament and general direction of life.',
        'Rashi (moon sign): the sign the moon occupied at birth. In Jyotisha the moon sign is central, because the moon is linked with the mind and emotions.',
        'Nakshatras: the twenty-seven lunar mansions, each spanning thirteen degrees and twenty minutes. Your birth nakshatra is often used to choose the first syllable of a name and to match horoscopes for marriage.',
        'Grahas: the nine influences, namely the Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn and the two lunar nodes, Rahu and Ketu.',
        'Bhavas (houses): twelve divisions of the chart, each governing areas of life such as family, education, career, partnership and spiritual growth.',
      ],
    },
    { kind: 'heading', text: 'Dashas: the unfolding of time' },
    {
      kind: 'paragraph',
      text: 'One of the most distinctive features of Vedic astrology is the dasha system. The most widely used, Vimshottari dasha, divides a life of one hundred and twenty years into periods ruled by each of the nine grahas, beginning from the lord of the birth nakshatra. Each major period is divided into sub-periods. An astrologer reads the chart together with the running dasha and the current transits of the planets, called gochar, to describe which themes are likely to come forward at a given time.',
    },
    { kind: 'heading', text: 'Charts of north and south' },
    {
      kind: 'paragraph',
      text: 'If you have seen kundalis from different families you may have noticed that they look different. The North Indian style uses a diamond layout in which the houses are fixed and the signs move; the South Indian style uses a square grid in which the signs are fixed and the houses move. East Indian charts use yet another layout. All of them record the same information, so choose whichever your astrologer reads most comfortably.',
    },
    { kind: 'heading', text: 'Approaching a reading wisely' },
    {
      kind: 'paragraph',
      text: 'Traditional teachers describe the chart as showing tendencies and seasons rather than a fixed fate. Effort, known as purushartha, and grace both shape how those tendencies play out. A good consultation should leave you clearer and calmer, not frightened. Be cautious of anyone who predicts disaster and then insists that only an expensive remedy can prevent it. Genuine remedies in the tradition are usually simple: prayer, chanting, charity, fasting, service and disciplined living.',
    },
    {
      kind: 'paragraph',
      text: 'It is also wise to keep astrology in its proper place. It can offer perspective on timing and temperament, but it is not a substitute for medical, legal or financial advice. Use it alongside good sense, not instead of it.',
    },
    { kind: 'heading', text: 'Getting started' },
    {
      kind: 'paragraph',
      text: 'Begin by finding your lagna, moon sign and birth nakshatra; these three alone will tell you a great deal. Read the daily horoscope for your moon sign and notice how it resonates over a few weeks. When you have a specific question about a decision or a phase of life, a short personal consultation with an experienced astrologer, who can look at your complete chart and running dasha, will give you far more than any general prediction can.',
    },
  ],
})
