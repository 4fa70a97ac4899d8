import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/dailyPujaAtHomeBody.ts', { import: 'default' }),
)

export const dailyPujaAtHomeBody: ArticleBody = translatable('dailyPujaAtHomeBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'In countless Hindu homes the day begins the same way: a lamp is lit, a little water is offered, a bell rings softly and a prayer is spoken before anyone reaches for a phone. This is nitya puja, the daily worship of the divine at home. It needs no priest, no grand hall and no special occasion. It asks only for a clean space, a sincere heart and a few unhurried minutes.',
    },
    { kind: 'heading', text: 'Why worship every day?' },
    {
      kind: 'paragraph',
      text: 'The scriptures describe puja as a way of honouring the divine as one would honour a beloved guest. We welcome, we offer water to wash, we offer flowers, fragrance, light and food, and we bow. Done daily, this simple hospitality becomes a discipline of attention. It reminds us, before the noise of the day begins, of what we value most.',
    },
    {
      kind: 'paragraph',
      text: 'Many families also see the daily puja as the thread that ties generations together. A grandmother teaches a grandchild the words of a shloka; a father shows his daughter how to hold the aarti plate. The ritual carries memory as much as meaning, and it gives children an easy, unforced first experience of faith.',
    },
    { kind: 'heading', text: 'The elements of a simple puja' },
    {
      kind: 'paragraph',
      text: 'Practices differ by region, community and family tradition, and there is no single correct form. Still, most home pujas draw on the classical offerings known as the upacharas. A short daily puja might include:',
    },
    {
      kind: 'list',
      items: [
        'Cleaning the altar and yourself, then sitting quietly for a moment to settle the mind.',
        'Lighting a diya with ghee or oil, a symbol of knowledge dispelling darkness.',
        'Offering fresh water, flowers or a few tulsi leaves, and applying kumkum or sandalwood paste.',
        'Lighting incense (dhoop or agarbatti) so that fragrance fills the space.',
        'Offering naivedya: fruit, sugar crystals, or a portion of the food cooked that day.',
        'Chanting a mantra, reciting a prayer or simply speaking to the deity in your own words.',
        'Performing aarti by circling the lamp before the deity, then receiving its warmth with your palms.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The food that has been offered becomes prasad, blessed food, and is shared with the household. Even a single banana, offered with love and then divided among the family, carries this meaning.',
    },
    { kind: 'heading', text: 'Setting up a home altar' },
    {
      kind: 'paragraph',
      text: 'A puja corner can be as small as a shelf. Choose a clean, calm spot; many families prefer the north-east of the home, though what matters most is that the space is respected and kept tidy. Place an image or murti of your ishta devata, the form of the divine you feel closest to, along with a lamp, an incense holder, a small bell and a plate for offerings. Keep the area free of clutter and avoid storing unrelated things there.',
    },
    {
      kind: 'paragraph',
      text: 'Fresh flowers should be replaced daily and wilted ones removed respectfully, traditionally by placing them in a plant pot or flowing water rather than with household rubbish. Wipe the lamp and the plate regularly. These small acts of care are themselves a form of worship.',
    },
    { kind: 'heading', text: 'When time is short' },
    {
      kind: 'paragraph',
      text: 'Modern life rarely leaves an hour free in the morning, and the tradition is kinder about this than many people realise. The Bhagavad Gita records Krishna saying that whoever offers him with devotion a leaf, a flower, a fruit or a little water, that offering he accepts. Sincerity counts for more than elaboration. Five attentive minutes of lighting a lamp and chanting a single mantra are worth more than a long ritual rushed through with a wandering mind.',
    },
    {
      kind: 'paragraph',
      text: 'If you travel often, a small travel altar or even a photograph and a tea-light can keep the habit alive. On days when you cannot perform puja yourself, simply remembering the divine with a prayer keeps the thread unbroken.',
    },
    { kind: 'heading', text: 'Home puja and temple worship' },
    {
      kind: 'paragraph',
      text: 'Daily worship at home does not replace the temple; the two complement each other. The temple is where the community gathers and where special rituals are performed by trained priests according to the Agamas and family custom. Many devotees keep a steady home practice and arrange larger pujas at a temple for birthdays, anniversaries, remembrance of ancestors or moments of difficulty. When distance makes a visit impossible, a puja performed in your name by a temple priest, with the sankalp taken for you and your family, can carry that intention to the temple on your behalf.',
    },
    { kind: 'heading', text: 'Beginning your own practice' },
    {
      kind: 'paragraph',
      text: 'Start small and be consistent. Pick a fixed time, perhaps right after your morning bath, and keep it for a few weeks. Learn one prayer well before adding others. Ask elders in your family about the customs they follow; you may discover traditions that are uniquely yours. Above all, let the puja be a conversation rather than a performance. The lamp you light each morning is a small, steady reminder that the divine is welcome in your home, every single day.',
    },
  ],
})
