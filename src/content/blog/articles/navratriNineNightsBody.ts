import { catalog } from '../../catalog'
import type { ArticleBody } from '../types'

const { translatable } = catalog(() =>
  import.meta.glob('./[a-z][a-z]/navratriNineNightsBody.ts', { import: 'default' }),
)

export const navratriNineNightsBody: ArticleBody = translatable('navratriNineNightsBody', {
  content: [
    {
      kind: 'paragraph',
      text: 'Few festivals capture the spirit of India like Navratri, literally “nine nights”. For nine nights and ten days devotees honour the Divine Mother in her many forms, with fasting, prayer, music and dance. The festival ends on the tenth day, Vijayadashami, also known as Dussehra, which celebrates the victory of good over evil.',
    },
    { kind: 'heading', text: 'Four Navratris in a year' },
    {
      kind: 'paragraph',
      text: 'Tradition actually counts four Navratris in the lunar year. Two are widely celebrated: Chaitra Navratri in spring, which in many regions culminates in Ram Navami, and Sharad Navratri in autumn, in the month of Ashvin, which is the grand festival most people mean by the name. The other two, in the months of Magha and Ashadha, are known as Gupt Navratri and are observed more quietly, mainly by dedicated practitioners.',
    },
    { kind: 'heading', text: 'The story behind the festival' },
    {
      kind: 'paragraph',
      text: 'The Devi Mahatmya, a text of the Markandeya Purana, tells how the buffalo demon Mahishasura, made nearly invincible by a boon, drove the gods from heaven. The gods combined their powers, and from their radiance arose the Goddess Durga, carrying the weapons each had given her. She battled Mahishasura and defeated him, earning the name Mahishasuramardini. Many devotees recite the Devi Mahatmya, also called the Durga Saptashati or Chandi Path, during the nine days.',
    },
    {
      kind: 'paragraph',
      text: 'In other traditions, especially in the north, the autumn festival is equally tied to the Ramayana. Ram Lila performances re-enact Lord Rama’s story over the nine nights, and on Dussehra effigies of Ravana are burned to mark Rama’s victory.',
    },
    { kind: 'heading', text: 'The nine forms of Durga' },
    {
      kind: 'paragraph',
      text: 'In much of North and West India each day of Navratri is dedicated to one of the nine forms of the Goddess, collectively known as Navadurga:',
    },
    {
      kind: 'list',
      items: [
        'Day 1: Shailaputri, daughter of the mountain king Himavan.',
        'Day 2: Brahmacharini, the Goddess in austerity and devotion.',
        'Day 3: Chandraghanta, adorned with a crescent moon shaped like a bell.',
        'Day 4: Kushmanda, whose smile is said to have created the universe.',
        'Day 5: Skandamata, mother of Skanda (Kartikeya).',
        'Day 6: Katyayani, the warrior form born to the sage Katyayana.',
        'Day 7: Kalaratri, the fierce form that destroys darkness and fear.',
        'Day 8: Mahagauri, radiant and pure, the bestower of peace.',
        'Day 9: Siddhidatri, the giver of spiritual perfection.',
      ],
    },
    { kind: 'heading', text: 'One festival, many celebrations' },
    {
      kind: 'paragraph',
      text: 'In Gujarat, nights are filled with garba and dandiya raas, circular dances performed around a lamp or an image of the Goddess. In West Bengal, Assam, Odisha and Tripura the last days of the festival become Durga Puja, with magnificent pandals, dhunuchi dances and the immersion of the idols on Vijayadashami. In Tamil Nadu, Karnataka and Andhra Pradesh families set up golu or bommai kolu, tiered displays of dolls, and invite neighbours to visit. In Karnataka the Mysuru Dasara procession has been celebrated for centuries. In Kerala and parts of the south, the final days are associated with Saraswati Puja and Vidyarambham, when young children are initiated into writing their first letters.',
    },
    { kind: 'heading', text: 'Observing Navratri at home' },
    {
      kind: 'paragraph',
      text: 'Many families begin with ghatasthapana on the first day, installing a kalash of water topped with mango leaves and a coconut, and sowing barley seeds in soil beside it; the sprouts that grow over nine days are seen as a sign of blessing. A lamp, the akhand jyoti, may be kept burning throughout. Devotees often fast, taking only fruit, milk and specific grains such as buckwheat (kuttu), water chestnut flour (singhara) and barnyard millet, while avoiding onion, garlic and regular grains. Fasting should always suit your health; elders, children and anyone with a medical condition can observe the festival through prayer alone.',
    },
    {
      kind: 'paragraph',
      text: 'On Ashtami or Navami many households perform kanya pujan, inviting young girls into the home, washing their feet, offering them a meal of puri, chana and halwa, and honouring them as embodiments of the Goddess. It is a beautiful reminder that the divine feminine is present in every household.',
    },
    { kind: 'heading', text: 'The meaning beneath the celebration' },
    {
      kind: 'paragraph',
      text: 'A popular teaching divides the nine nights into three groups of three: the first dedicated to Durga, who removes our negative tendencies; the next to Lakshmi, who brings prosperity and good qualities; and the last to Saraswati, who grants knowledge and wisdom. Seen this way, Navratri is an inner journey as well as a festival, a time to clear away what holds us back, cultivate what uplifts us and seek true understanding. When Vijayadashami dawns, it celebrates not only a victory long ago but the victory each devotee hopes to win within.',
    },
  ],
})
