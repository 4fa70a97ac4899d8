import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/mantraJapaMeditationBody.ts', { import: 'default' }),
)

export const mantraJapaMeditationBody: ArticleBody = translatable('mantraJapaMeditationBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'Long before meditation apps and breathing timers, seekers in India sat with a string of beads and a sacred sound. Japa, the repetition of a mantra, is among the simplest and most widely practised forms of meditation in Hindu tradition. The Bhagavad Gita has Krishna declare that among sacrifices he is japa yajna, the sacrifice of silent repetition. It needs no equipment beyond a mala, and it can be practised by anyone, anywhere.',
    },
    { kind: 'heading', text: 'What a mantra is' },
    {
      kind: 'paragraph',
      text: 'A traditional explanation of the word mantra is “that which protects the mind”. A mantra is a sacred sound, word or verse, often a name of the divine, that is repeated with attention and devotion. Some mantras are a single syllable, like Om. Others are short phrases such as Om Namah Shivaya or Om Namo Narayanaya. The Gayatri mantra from the Rig Veda is a longer verse chanted at dawn and dusk by many families. Whatever its length, the mantra gives the restless mind a single point to return to.',
    },
    { kind: 'heading', text: 'Choosing a mantra' },
    {
      kind: 'paragraph',
      text: 'Many traditions teach that a mantra is best received from a guru, who chooses it for the student and gives it with a blessing. If you do not have a teacher, you can begin with a universal name of the deity you feel drawn to. The name of your ishta devata, repeated with love, is considered complete in itself. Avoid switching mantras every few days; depth comes from staying with one.',
    },
    { kind: 'heading', text: 'The mala and the number 108' },
    {
      kind: 'paragraph',
      text: 'A japa mala usually has 108 beads plus one larger bead called the meru or sumeru. Malas are made from rudraksha seeds, traditionally associated with Shiva; from tulsi wood, associated with Vishnu and Krishna; from sandalwood, crystal or lotus seeds. The number 108 carries many associations in Indian thought: twelve zodiac signs multiplied by nine grahas, or twenty-seven nakshatras multiplied by four quarters. Practically, it gives a comfortable unit of practice that takes a few minutes to complete.',
    },
    { kind: 'heading', text: 'How to use a mala' },
    {
      kind: 'list',
      items: [
        'Sit comfortably with a straight spine, on a mat or cushion or on a chair if that is easier.',
        'Hold the mala in the right hand, draped over the middle finger. Many traditions avoid using the index finger, which is associated with the ego.',
        'Begin at the bead next to the meru. With the thumb, draw one bead towards you with each repetition of the mantra.',
        'When you reach the meru, do not cross it. Turn the mala around and continue in the opposite direction if you wish to do another round.',
        'Keep the mala clean and treat it with respect; many people keep it in a small cloth bag when not in use.',
      ],
    },
    { kind: 'heading', text: 'Three ways to chant' },
    {
      kind: 'paragraph',
      text: 'The tradition describes three levels of japa. Vachika japa is chanted aloud, which helps when the mind is very restless. Upamshu japa is whispered or chanted with moving lips and barely audible sound. Manasika japa is purely mental, repeated silently within. The texts consider the subtler forms more powerful, but beginners often find it helpful to start aloud and allow the voice to soften naturally over time.',
    },
    { kind: 'heading', text: 'When the mind wanders' },
    {
      kind: 'paragraph',
      text: 'It will wander, and that is not failure. Japa is not about forcing thoughts away but about returning, again and again, to the mantra. Each return is a small act of discipline, like a muscle being strengthened. The beads help because the fingers keep moving even when attention drifts; when you notice that you have lost the thread, simply pick it up at the next bead. Some practitioners find it helpful to let the mantra follow the breath, one repetition on each exhalation.',
    },
    { kind: 'heading', text: 'Building a steady practice' },
    {
      kind: 'paragraph',
      text: 'Choose a regular time, ideally early morning in the quiet period before sunrise known as brahma muhurta, or in the evening after lighting the lamp. Start with one round of 108 and stay with it for forty days before increasing. Regularity matters more than quantity. Over weeks and months many practitioners notice a growing calm, a clearer mind and a sense of companionship with the divine name that stays with them even outside the practice.',
    },
    {
      kind: 'paragraph',
      text: 'Japa can also accompany other practices. Some devotees chant quietly while a puja is being offered for them, joining their own prayer to the priest’s. Others carry a small wrist mala and repeat the name during a commute or a walk. However you practise, let it be gentle, sincere and unhurried. The mantra will do its quiet work.',
    },
  ],
})
