import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/prasadSacredFoodBody.ts', { import: 'default' }),
)

export const prasadSacredFoodBody: ArticleBody = translatable('prasadSacredFoodBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'Ask anyone who grew up visiting temples in India what they remember, and many will mention the moment after darshan when a priest pressed something sweet into their cupped hands. A pinch of sugar crystals, a piece of coconut, a ladle of sweet pongal, a laddu wrapped in a leaf. That offering is prasad, and it is one of the most loved customs in Hindu culture.',
    },
    { kind: 'heading', text: 'What the word means' },
    {
      kind: 'paragraph',
      text: 'The Sanskrit word prasada means grace, clarity or a gracious gift. Food and other items are first offered to the deity as naivedya. Once offered, they are understood to carry the deity’s blessing and are returned to devotees as prasad. The same food is transformed not by any change in its ingredients but by the act of offering and the devotion behind it.',
    },
    { kind: 'heading', text: 'Prasad across India' },
    {
      kind: 'paragraph',
      text: 'Every great temple has its own prasad, often prepared according to recipes handed down for generations. The laddu of the Sri Venkateswara temple at Tirumala is perhaps the most famous. At the Jagannath temple in Puri, the Mahaprasad is cooked in earthen pots stacked over wood fires and shared by devotees regardless of caste or background, a powerful symbol of equality before the divine. In Gujarat and Rajasthan the temples of the Pushti Marg offer elaborate meals to Shrinathji through the day. Gurudwaras share karah prasad and langar in the same spirit of open hospitality.',
    },
    {
      kind: 'paragraph',
      text: 'In homes the forms are simpler: panchamrit made from milk, curd, ghee, honey and sugar after an abhishek; sheera or halwa after a Satyanarayan katha; modaks for Ganesha; kheer on special days. What unites them is the intention. The cook prepares the food for the deity first, often without tasting it, and keeps the kitchen clean and the mind calm while cooking.',
    },
    { kind: 'heading', text: 'Receiving prasad with respect' },
    {
      kind: 'paragraph',
      text: 'Customs vary, but some are widely observed. Prasad is usually received with the right hand, or with both hands cupped together, and often touched to the forehead before it is eaten. It is not refused, even if one takes only a tiny portion, because it is considered a blessing rather than a snack. It is never thrown away carelessly; leftover flowers and offerings are returned to the earth or to flowing water.',
    },
    {
      kind: 'list',
      items: [
        'Accept prasad with gratitude, even a small amount.',
        'Share it with family, neighbours and anyone who could not attend.',
        'Keep it in a clean place and do not let it go to waste.',
        'If you have dietary restrictions, you may simply touch it to your forehead and pass it on.',
      ],
    },
    { kind: 'heading', text: 'Why prasad is always shared' },
    {
      kind: 'paragraph',
      text: 'Prasad is meant to travel. Pilgrims returning from a sacred place carry boxes of it home, and one of the first things they do is distribute it to relatives and friends who could not make the journey. In this way the blessing of a temple visit reaches far beyond the person who went. It is also a gentle lesson in humility: the food did not come from our own effort alone, and so it is not ours to keep.',
    },
    {
      kind: 'paragraph',
      text: 'This sharing has a social dimension too. Temple kitchens that serve free meals, often called anna daan or annadanam, feed thousands of people every day. Contributing to such meals is regarded as one of the most meritorious forms of charity, because food sustains life itself.',
    },
    { kind: 'heading', text: 'Prasad from afar' },
    {
      kind: 'paragraph',
      text: 'For devotees who live far from their home temple, receiving prasad can be deeply moving. When a puja or chadava is offered in your name at a temple, the prasad from that offering is traditionally sent to you, so that the blessing reaches your household even when you could not stand before the deity yourself. Opening that small packet and sharing it with your family completes the circle of offering and grace.',
    },
    { kind: 'heading', text: 'A living tradition' },
    {
      kind: 'paragraph',
      text: 'The recipes, vessels and customs of prasad change from village to village, yet the idea at its heart remains the same everywhere. We offer what we have with love, we receive it back as grace, and we pass that grace on to others. The next time someone places prasad in your hands, pause for a moment before you eat it. You are holding one of the oldest and kindest traditions of Indian culture.',
    },
  ],
})
