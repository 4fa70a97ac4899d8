import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/sankalpSacredIntentionBody.ts', { import: 'default' }),
)

export const sankalpSacredIntentionBody: ArticleBody = translatable('sankalpSacredIntentionBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'Every formal puja, however large or small, begins with a moment that many devotees hardly notice. The priest takes a little water, a few grains of unbroken rice (akshata) and perhaps a flower in the right palm, and recites a long, rhythmic Sanskrit sentence. At the end, the water is released. This is the sankalp, the solemn declaration of intent, and without it the ritual that follows is considered incomplete.',
    },
    { kind: 'heading', text: 'What a sankalp is' },
    {
      kind: 'paragraph',
      text: 'The word sankalpa means a firm resolve or a determined intention. In ritual it is a formal statement of who is performing the worship, for whom, where, when and for what purpose. It transforms a set of actions into a purposeful offering. The tradition holds that the fruit of a ritual follows the intention with which it is undertaken, which is why the sankalp is recited with care at the very start.',
    },
    { kind: 'heading', text: 'What the priest recites' },
    {
      kind: 'paragraph',
      text: 'A traditional sankalp locates the ritual precisely in sacred time and space. Although wording differs between regions and lineages, it commonly includes:',
    },
    {
      kind: 'list',
      items: [
        'The cosmic time: the present kalpa, the manvantara and the Kali Yuga, as reckoned in the Puranas.',
        'The place: the land of Bharata, and the region or river near which the ritual is performed.',
        'The calendar: the samvatsara (year), ayana, ritu (season), month, paksha (lunar fortnight), tithi, weekday and nakshatra of the day.',
        'The person: the name and gotra of the devotee, and often the names of family members who share in the blessing.',
        'The purpose: for example the well-being of the family, good health, success in an undertaking, peace for ancestors, or simply the pleasure of the deity.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Hearing this sentence, one is reminded that a small act of worship on a single morning is placed within an immense sweep of time. The individual and the cosmic meet in a single breath.',
    },
    { kind: 'heading', text: 'Why your name and gotra are asked' },
    {
      kind: 'paragraph',
      text: 'The gotra identifies a family’s lineage, traced to an ancient rishi such as Kashyapa, Bharadwaja, Vasishtha or Atri. Including the gotra with the name places the devotee within that lineage, in the same way that the tithi and nakshatra place the ritual in time. If you do not know your gotra, there is no cause for worry. Many traditions accept Kashyapa gotra in such cases, since the sage Kashyapa is regarded as a progenitor of all beings. Ask your elders first, but do not let uncertainty keep you from worship.',
    },
    { kind: 'heading', text: 'A sankalp on your behalf' },
    {
      kind: 'paragraph',
      text: 'Scripture and custom have long allowed a priest to perform worship on behalf of a devotee who cannot be present, provided the devotee’s intention is sincere and the sankalp is taken in their name. This is how families have always arranged pujas at distant pilgrimage places, sending word and offerings with relatives or through temple priests. When a puja is performed for you remotely, the priest recites your name, gotra and wish in the sankalp, and the ritual is offered as yours.',
    },
    {
      kind: 'paragraph',
      text: 'If you are having a puja performed for you, it helps to sit quietly at the scheduled time, light a lamp at home if you can, and hold your intention in mind. Watching the video of the ritual afterwards, and sharing the prasad with your family, allows you to take part in the offering with your whole heart.',
    },
    { kind: 'heading', text: 'Making your own sankalp' },
    {
      kind: 'paragraph',
      text: 'You do not need to know the full Sanskrit formula to take a sankalp at home. Before beginning a fast, a period of chanting or a personal puja, hold a little water in your palm and state, silently or aloud, your name, the day, what you intend to do and why. Then let the water fall into a plate. Keep the intention simple and honest, and keep your word. The tradition values a small vow that is kept faithfully far more than a grand one that is abandoned.',
    },
    { kind: 'heading', text: 'The deeper meaning' },
    {
      kind: 'paragraph',
      text: 'Teachers of Vedanta point out that sankalp works at a subtle level too. The mind constantly forms intentions, often scattered and contradictory. A conscious sankalp gathers that scattered energy into one clear direction. In that sense every puja is also a training of the mind: we learn to begin our actions with clarity, to dedicate them to something higher than ourselves, and to accept the outcome as prasad.',
    },
  ],
})
