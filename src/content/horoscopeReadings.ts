/**
 * The daily readings of the horoscope page (SPEC §3 "Daily reading"): for every sign a pool of texts per section and
 * of lucky numbers, colours and times. A day's reading is drawn from these pools by `dailyReading` (features/horoscope).
 */
import { catalog } from './catalog'
import type { ZodiacId } from './zodiacSigns'

const { translatable } = catalog(() => import('./hi/horoscopeReadings'))

export interface ReadingPool {
  today: readonly string[]
  love: readonly string[]
  career: readonly string[]
  health: readonly string[]
  luckyNumbers: readonly number[]
  luckyColors: readonly string[]
  luckyTimes: readonly string[]
}

export const horoscopeReadings: Record<ZodiacId, ReadingPool> = translatable('horoscopeReadings', {
  aries: {
    today: [
      'Mars fills you with drive today. Begin the task you have been postponing; your first step sets the pace for the whole week.',
      'A bold idea arrives early in the day. Share it with someone you trust before acting, and it will grow stronger for their advice.',
      'Your energy is high but scattered. Choose one goal, light a diya in the morning, and give it your full attention.',
    ],
    love: [
      'Speak from the heart rather than in haste. A partner appreciates honesty softened with patience.',
      'A warm surprise from a loved one lifts your mood. Singles may meet someone through a friend or a place of worship.',
      'Old misunderstandings can be cleared today if you listen first. Let pride step aside for harmony at home.',
    ],
    career: [
      'Leaders notice your initiative. Volunteer for the new assignment, but read the fine print before committing.',
      'A delayed payment or approval moves forward. Keep your records in order and follow up politely.',
      'Avoid impulsive purchases. A steady investment made now will reward you more than a quick gain.',
    ],
    health: [
      'Channel restless energy into a brisk morning walk or surya namaskar. Keep your head cool and drink plenty of water.',
      'Minor headaches may come from skipped meals. Eat on time and rest your eyes from screens.',
      'Pranayama before sleep calms an active mind and brings deeper rest tonight.',
    ],
    luckyNumbers: [9, 1, 18],
    luckyColors: ['Red', 'Saffron', 'Coral'],
    luckyTimes: ['6:00 AM - 7:30 AM', '11:00 AM - 12:30 PM', '4:00 PM - 5:30 PM'],
  },
  taurus: {
    today: [
      'Venus brings calm and comfort. A slow, steady approach wins today; finish what you start before taking on more.',
      'Practical matters at home need attention. Sorting them now brings peace of mind for the days ahead.',
      'Your patience is your strength today. Someone who tested it will come around with an apology.',
    ],
    love: [
      'Quiet time with your partner deepens the bond. A simple meal together means more than a grand gesture.',
      'Express affection openly; your loved ones may not read your silence as you intend.',
      'Family elders bless a relationship matter. Singles may receive a promising proposal.',
    ],
    career: [
      'Steady effort pays off: a senior recognises your reliability. Ask for the responsibility you have earned.',
      'Good day for budgeting and long-term savings. Avoid lending money without clear terms.',
      'A creative skill could become a source of income. Take the first small step towards it.',
    ],
    health: [
      'Indulgence tempts you today. Enjoy sweets in moderation and balance them with a light dinner.',
      'Your throat and neck need care; warm water with tulsi and honey will soothe them.',
      'Gentle yoga and time in a garden restore your energy better than a long nap.',
    ],
    luckyNumbers: [6, 2, 24],
    luckyColors: ['Green', 'White', 'Pastel Pink'],
    luckyTimes: ['7:00 AM - 8:30 AM', '1:00 PM - 2:30 PM', '6:00 PM - 7:30 PM'],
  },
  gemini: {
    today: [
      'Mercury sharpens your words. Conversations open doors today, so make the call or send the message you have drafted.',
      'Two choices compete for your time. Write both down; the right one becomes clear once you see them side by side.',
      'Curiosity leads you to useful knowledge. A book, a talk or a scripture reading gives you an answer you sought.',
    ],
    love: [
      'Playful conversation rekindles warmth. Plan something new together instead of the usual routine.',
      'Avoid mixed signals. Say clearly what you want and your partner will meet you halfway.',
      'A message from someone in the past stirs feelings. Reflect before you reply.',
    ],
    career: [
      'Writing, sales and teaching go especially well. Present your ideas; people are ready to listen.',
      'Double-check documents and numbers before signing. A small error caught now saves trouble later.',
      'A short trip or online meeting brings a useful contact. Follow up within the week.',
    ],
    health: [
      'Your mind races; give it rest. Ten minutes of silent meditation settles scattered thoughts.',
      'Breathing exercises help your lungs and your mood. Step outside for fresh air between tasks.',
      'Irregular sleep drains you. Keep the phone away an hour before bed tonight.',
    ],
    luckyNumbers: [5, 14, 23],
    luckyColors: ['Yellow', 'Light Green', 'Sky Blue'],
    luckyTimes: ['8:00 AM - 9:30 AM', '12:00 PM - 1:30 PM', '5:00 PM - 6:30 PM'],
  },
  cancer: {
    today: [
      'The Moon turns your thoughts homeward. Caring for family brings you joy, and their blessings return to you many times over.',
      'Emotions run deep today. Trust your intuition, but wait a day before making a decision you cannot undo.',
      'A quiet act of kindness to someone in need brings unexpected grace into your own life.',
    ],
    love: [
      'Your tenderness heals an old hurt in the relationship. Share a memory that made you both smile.',
      'Do not hold feelings inside. A gentle conversation tonight brings you closer.',
      'Singles find comfort in a friendship that may slowly become something more.',
    ],
    career: [
      'Work done from home or for family business flourishes. Colleagues rely on your caring leadership.',
      'Protect your savings from emotional spending. Plan purchases for the home carefully.',
      'A mentor offers guidance; accept it with humility and you will avoid a costly mistake.',
    ],
    health: [
      'Your digestion is sensitive today. Prefer simple home-cooked food and avoid late meals.',
      'Moonlit walks or a few minutes by water calm your emotions and help sleep.',
      'Stress shows up in your stomach. Slow breathing before meals brings relief.',
    ],
    luckyNumbers: [2, 7, 11],
    luckyColors: ['Silver', 'White', 'Cream'],
    luckyTimes: ['6:30 AM - 8:00 AM', '10:00 AM - 11:30 AM', '8:00 PM - 9:30 PM'],
  },
  leo: {
    today: [
      'The Sun shines on your efforts. Step forward with confidence; your warmth inspires the people around you.',
      'Recognition comes for past work. Accept praise gracefully and share credit with those who helped.',
      'Your generosity is noticed. Offering water to the Sun at dawn brings clarity to the day.',
    ],
    love: [
      'Romance glows today. Plan a special evening and let your partner feel admired.',
      'Ego may spark a small quarrel. A kind word from you ends it quickly.',
      'Your charm attracts attention. Singles should be themselves rather than perform.',
    ],
    career: [
      'Leadership roles suit you now. Take charge of the project, but listen to your team.',
      'A creative presentation wins approval. Government or senior officials may favour your request.',
      'Spending on status items can wait. Invest in learning a skill instead.',
    ],
    health: [
      'Vitality is strong. Use it for exercise, but take care of your back when lifting.',
      'Heat can tire you; drink coconut water and rest in the afternoon.',
      'Your heart benefits from laughter and time with friends today.',
    ],
    luckyNumbers: [1, 10, 19],
    luckyColors: ['Gold', 'Orange', 'Ruby Red'],
    luckyTimes: ['6:00 AM - 7:00 AM', '12:00 PM - 1:00 PM', '3:00 PM - 4:30 PM'],
  },
  virgo: {
    today: [
      'Mercury favours order and detail. Clearing clutter from your desk clears your mind as well.',
      'A plan you made carefully now works smoothly. Small improvements bring big results today.',
      'Helping someone with your practical skills brings deep satisfaction and good karma.',
    ],
    love: [
      'Show love through action rather than criticism. Your partner needs encouragement today.',
      'A thoughtful gesture, however small, says more than words. Singles meet someone through work.',
      'Let go of perfection in relationships; accept the little quirks that make your loved ones who they are.',
    ],
    career: [
      'Analysis and planning excel. Your eye for detail solves a problem others missed.',
      'A health, accounts or service-related task brings credit. Keep written notes of your contributions.',
      'Avoid overwork. Delegating one task frees time for what matters most.',
    ],
    health: [
      'Routine is your medicine. Regular meals, sleep and a short walk keep you balanced.',
      'Worry affects your digestion; sip warm jeera water and breathe deeply.',
      'Clean and simple food suits you today. Add fresh fruit and greens.',
    ],
    luckyNumbers: [5, 3, 15],
    luckyColors: ['Navy Blue', 'Green', 'Beige'],
    luckyTimes: ['7:30 AM - 9:00 AM', '2:00 PM - 3:30 PM', '5:30 PM - 7:00 PM'],
  },
  libra: {
    today: [
      'Venus asks for balance. Give equal time to work and rest, and harmony follows in everything you do.',
      'A fair compromise settles a long-standing matter. Your diplomacy is admired.',
      'Beauty inspires you today. Decorate your home shrine with fresh flowers for peace and positivity.',
    ],
    love: [
      'Partnerships flourish. A heartfelt talk about shared dreams brings you closer.',
      'Do not avoid a necessary conversation for the sake of peace; gentle truth strengthens love.',
      'Singles may be introduced to someone charming at a social or family gathering.',
    ],
    career: [
      'Negotiations and agreements favour you. Sign contracts after reading them carefully.',
      'Teamwork brings better results than working alone. Invite a colleague to collaborate.',
      'Art, design and public relations bring opportunity. Present your work with confidence.',
    ],
    health: [
      'Your lower back and kidneys need care. Drink plenty of water and avoid sitting too long.',
      'Balance sweet cravings with fresh fruit. A short evening stroll lifts your spirits.',
      'Music and meditation restore your inner calm after a busy day.',
    ],
    luckyNumbers: [6, 15, 24],
    luckyColors: ['Pink', 'Light Blue', 'White'],
    luckyTimes: ['9:00 AM - 10:30 AM', '1:30 PM - 3:00 PM', '7:00 PM - 8:30 PM'],
  },
  scorpio: {
    today: [
      'Mars and Pluto deepen your focus. Research, study or spiritual practice bring strong results today.',
      'A secret or hidden matter comes to light. Handle it calmly and privately.',
      'Your determination is unstoppable, but choose your battles. Let small slights pass.',
    ],
    love: [
      'Intensity in love needs trust. Share what you feel instead of testing your partner.',
      'A deep conversation heals jealousy or doubt. Be open and your loved one will be too.',
      'Singles feel a magnetic attraction; take time to know the person before committing.',
    ],
    career: [
      'Investigation, finance and research tasks go well. Your instincts about money are sound.',
      'Keep confidential matters to yourself. Not everyone at work wishes you well today.',
      'An inheritance, insurance or joint-finance matter progresses in your favour.',
    ],
    health: [
      'Release stored tension through exercise or a long walk. Avoid bottling up anger.',
      'Hydration and rest help your body detoxify. Prefer light evening meals.',
      'Chanting or a few minutes of silence before bed brings restorative sleep.',
    ],
    luckyNumbers: [8, 9, 27],
    luckyColors: ['Maroon', 'Deep Red', 'Black'],
    luckyTimes: ['5:30 AM - 7:00 AM', '3:00 PM - 4:30 PM', '9:00 PM - 10:30 PM'],
  },
  sagittarius: {
    today: [
      'Jupiter widens your horizons. Plan a pilgrimage, a course or a journey; the seeds you sow now grow well.',
      'Optimism carries you through a tricky situation. Your cheer lifts others too.',
      'Wisdom from an elder or teacher guides you today. Listen closely to their words.',
    ],
    love: [
      'Adventure brings you closer. Try something new together, even a short outing.',
      'Give your partner space as you value your own; trust strengthens the bond.',
      'Singles may meet someone while travelling or studying. Keep an open heart.',
    ],
    career: [
      'Higher education, law, publishing and travel-related work are favoured. Apply for that opportunity.',
      'Do not promise more than you can deliver. Keep your commitments realistic.',
      'Foreign or long-distance contacts bring a profitable lead. Follow up quickly.',
    ],
    health: [
      'Outdoor activity keeps you fit. Take care of your hips and thighs with stretching.',
      'Overeating at gatherings can slow you down. Enjoy, but in moderation.',
      'A gratitude practice before sleep brings peaceful rest and a bright morning.',
    ],
    luckyNumbers: [3, 12, 21],
    luckyColors: ['Purple', 'Yellow', 'Orange'],
    luckyTimes: ['8:30 AM - 10:00 AM', '12:30 PM - 2:00 PM', '4:30 PM - 6:00 PM'],
  },
  capricorn: {
    today: [
      'Saturn rewards discipline. Steady work today builds a foundation that will last for years.',
      'A responsibility you carry quietly is finally noticed. Stand tall; you have earned respect.',
      'Plan your week with care. Structure brings you freedom rather than limits today.',
    ],
    love: [
      'Your loyalty is your gift. Show warmth too; a kind word softens a serious day.',
      'Make time for family despite work. A shared meal restores closeness.',
      'Singles are drawn to someone mature and dependable. Let the bond grow slowly.',
    ],
    career: [
      'Ambition is well placed. Senior colleagues support your plans for growth.',
      'Property, savings and long-term investments are favoured. Consult an expert before large decisions.',
      'Patience with a slow process pays off. Keep going; the result is near.',
    ],
    health: [
      'Your knees and joints need care. Gentle stretches and warm oil massage help.',
      'Overwork brings fatigue. Schedule rest as seriously as you schedule meetings.',
      'Sesame, green vegetables and warm food keep you strong in changing weather.',
    ],
    luckyNumbers: [8, 4, 22],
    luckyColors: ['Brown', 'Dark Blue', 'Grey'],
    luckyTimes: ['5:00 AM - 6:30 AM', '10:30 AM - 12:00 PM', '6:30 PM - 8:00 PM'],
  },
  aquarius: {
    today: [
      'Original ideas flow. Share them with a group; together you can turn a vision into reality.',
      'A friend brings good news or a helpful connection. Community work brings you joy.',
      'Step back from routine and look at the bigger picture. A fresh approach solves an old problem.',
    ],
    love: [
      'Friendship is the heart of your love life today. Laugh together and the rest follows.',
      'Your partner wants closeness; set aside distractions and be fully present.',
      'Singles may find romance in a group activity or an online community.',
    ],
    career: [
      'Technology, social causes and innovation are favoured. Pitch your unusual idea.',
      'Networking brings a valuable lead. Reconnect with a former colleague.',
      'Avoid risky speculation. Steady gains from a trusted source are better today.',
    ],
    health: [
      'Circulation benefits from movement. Take short walks and stretch your legs.',
      'Nervous energy needs an outlet. Try anulom vilom pranayama for balance.',
      'A digital detox in the evening restores calm and helps you sleep.',
    ],
    luckyNumbers: [4, 11, 22],
    luckyColors: ['Turquoise', 'Electric Blue', 'Silver'],
    luckyTimes: ['9:30 AM - 11:00 AM', '2:30 PM - 4:00 PM', '8:30 PM - 10:00 PM'],
  },
  pisces: {
    today: [
      'Jupiter and Neptune stir your intuition. Prayer, music or art bring insight and peace today.',
      'Compassion guides your actions. Helping someone quietly brings blessings back to you.',
      'Dreams may carry messages. Note them in the morning and reflect on what they suggest.',
    ],
    love: [
      'Romance feels tender and deep. A small poem or heartfelt note touches your partner.',
      'Set gentle boundaries; caring for yourself lets you care for others better.',
      'Singles feel a spiritual connection with someone new. Let it unfold naturally.',
    ],
    career: [
      'Creative, healing and spiritual work flourishes. Trust your instincts on a new project.',
      'Clarify vague instructions before you start. Confusion now can cause delays later.',
      'Charity or donation made today brings unexpected returns later in the month.',
    ],
    health: [
      'Your feet need rest and care; a warm water soak in the evening relaxes you.',
      'Absorbing others’ moods tires you. Spend some time alone in quiet prayer.',
      'Water-rich foods and enough sleep keep your energy steady.',
    ],
    luckyNumbers: [3, 7, 12],
    luckyColors: ['Sea Green', 'Lavender', 'Light Yellow'],
    luckyTimes: ['4:30 AM - 6:00 AM', '11:30 AM - 1:00 PM', '7:30 PM - 9:00 PM'],
  },
})
