// Texts for the cross-chart figures the English compatibility report leads with: a partner's
// planet on the empty leg of a natal T-square (a Grand Cross across the two charts), the same
// aspect between the same two planets both ways (a double contact), and a gap of a generation.
// Used by the compatibility report only.
import type { RelationshipKind } from '../relationship';

export type Modality = 'cardinal' | 'fixed' | 'mutable';

/** What a Grand Cross of each mode does between two people. */
export const GRAND_CROSS_SENSE: Record<Modality, string> = {
  cardinal:
    'four ends pulling at once, in signs that act first: the bond runs on decisions and crises, and rarely sits still',
  fixed:
    'four ends pulling at once, in signs that do not give ground: wills lock, and the tie is as hard to shift as it is to leave',
  mutable:
    'four ends pulling at once, in signs that adjust: plans, moods and roles keep changing, and nerves fray when nothing settles',
};

/** The one piece of advice a Grand Cross takes, by the bond. */
export const GRAND_CROSS_ADVICE: Record<RelationshipKind, string> = {
  romantic: 'It holds when the strain goes into a shared project rather than into each other.',
  friends: 'It holds when the friendship has something to do, not only something to talk about.',
  family: 'It holds when each of you is given a part of the family load that is plainly your own.',
  colleagues: 'It holds when each of you owns one side of the work outright.',
};

/** The second half of a double contact: the same aspect between the same planets, the other way round. */
export const DOUBLE_CONTACT: Record<'easy' | 'tense', (mirror: string) => string> = {
  tense: (m) =>
    `The same contact runs the other way, ${m}, so each of you is both the one who presses and the one pressed, and it weighs more than any single contact between you.`,
  easy: (m) =>
    `The same contact runs the other way, ${m}, so what one of you gives the other gives back, and it counts for more than any single contact between you.`,
};

/** One sentence for a gap of a generation or more, by the bond: what the different outer planets mean. */
export const AGE_GAP: Record<
  'romantic' | 'friends',
  (older: string, younger: string, years: number, outer: string) => string
> = {
  romantic: (o, y, n, outer) =>
    `${o} is ${n} years older than ${y}, so your ${outer} stand in different signs: you grew up under different skies, and what each of you takes for granted about freedom, ideals and change was set by a different generation.`,
  friends: (o, y, n, outer) =>
    `${o} is ${n} years older than ${y}, so your ${outer} stand in different signs: the friendship spans two generations, and each of you brings a different era's sense of what is normal.`,
};

type HouseTexts = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, string>>;

/**
 * House overlays between friends and within a family, for the houses whose only text was the
 * couple's: each bond gets its own sentence for the planet and house, so two friendships and a
 * parent and child with one overlay no longer share a line word for word (review d). `{P}` owns
 * the planet, `{H}` the house. English only; the German report keeps the shared tables.
 */
export const BOND_HOUSE_TEXT: Record<
  'friends' | 'family',
  Record<'Sun' | 'Moon' | 'Venus' | 'Mars', HouseTexts>
> = {
  friends: {
    Sun: {
      1: '{P}’s Sun in {H}’s first house puts {H} in the spotlight of the friendship: {P} notices who {H} is and says so, and {H} stands a little taller for it.',
      2: '{P}’s Sun in {H}’s second house makes {P} the friend who builds up {H}’s sense of worth, and talk between you often turns to money, skills and what is worth keeping.',
      3: 'In {H}’s third house, {P}’s Sun keeps the friendship talking: messages, news and quick plans pass between you daily, and {P} sharpens {H}’s wits.',
      6: '{P}’s Sun in {H}’s sixth house makes the friendship a practical one: {P} helps with {H}’s routines and errands, and much of your time together goes on getting ordinary things done.',
      9: '{P}’s Sun in {H}’s ninth house makes {P} the friend who widens {H}’s world: trips, courses and long talks about what life is for come naturally between you.',
      10: '{P}’s Sun in {H}’s tenth house makes {P} a friend to {H}’s ambitions: {P} notices what {H} achieves, and a word from {P} can open doors.',
      11: '{P}’s Sun in {H}’s eleventh house is a classic mark of friendship: {P} joins {H}’s circle easily, and the two of you share causes and plans for the future.',
      12: '{P}’s Sun in {H}’s twelfth house makes {P} the friend who sees {H}’s private side: {P} learns what {H} shows few others, and the friendship is at its best away from the crowd.',
    },
    Moon: {
      1: '{P}’s Moon in {H}’s first house makes {P} quick to read {H}’s moods, and {H} feels looked after without having to ask.',
      3: '{P}’s Moon in {H}’s third house keeps the friendship chatty and close: {P} shares feelings in messages and passing talk, and {H} is often the first to hear the news.',
      6: '{P}’s Moon in {H}’s sixth house shows in everyday care: {P} notices when {H} is run down and turns up with a meal, a lift or a hand with chores.',
      9: '{P}’s Moon in {H}’s ninth house makes travel and big questions the friendship’s comfort: {P} feels at ease with {H}’s outlook, and trips together go well.',
      10: '{P}’s Moon in {H}’s tenth house makes {P} proud of {H}’s successes and protective of {H}’s good name, a friend who backs {H} in public.',
      11: '{P}’s Moon in {H}’s eleventh house makes {P} feel at home in {H}’s circle of friends, and the hopes you share keep the friendship warm.',
      12: '{P}’s Moon in {H}’s twelfth house reaches what {H} keeps private: {P} senses the worries {H} does not voice, and the friendship can be a quiet refuge.',
    },
    Venus: {
      2: '{P}’s Venus in {H}’s second house makes you friends who share tastes and treats: {P} is generous with {H}, and a good meal or a lucky find pleases you both.',
      6: '{P}’s Venus in {H}’s sixth house makes the friendship a matter of small kindnesses: {P} lightens {H}’s routine, and errands done together feel like outings.',
      10: '{P}’s Venus in {H}’s tenth house makes {P} an admirer of what {H} achieves, glad to speak well of {H} wherever it helps.',
      11: '{P}’s Venus in {H}’s eleventh house is one of the sweetest overlays for friends: {P} fits easily into {H}’s circle, and you share hopes as readily as jokes.',
    },
    Mars: {
      2: '{P}’s Mars in {H}’s second house makes money a lively subject: {P} eggs {H} on to earn, spend or bargain harder, and splitting the bill is best agreed up front.',
      3: '{P}’s Mars in {H}’s third house makes your talk quick and combative: {P} challenges {H}’s opinions, and a good argument is part of the fun.',
      6: '{P}’s Mars in {H}’s sixth house gets {H} moving: {P} pushes {H} to the gym, the early start or the job put off, which helps until it starts to nag.',
      9: '{P}’s Mars in {H}’s ninth house makes the friendship adventurous: {P} drives {H} to travel and try new things, and debates about beliefs run hot.',
      10: '{P}’s Mars in {H}’s tenth house spurs {H}’s ambitions: {P} pushes {H} to go for the bigger goal, and now and then competes for it.',
      11: '{P}’s Mars in {H}’s eleventh house makes you friends who do things together, in teams, causes and shared goals, though {P} can stir up rivalries in {H}’s circle.',
    },
  },
  family: {
    Sun: {
      1: '{P}’s Sun in {H}’s first house makes {P} the relative who sees {H} as a person and not only a family role, and that recognition builds {H}’s confidence.',
      2: '{P}’s Sun in {H}’s second house ties the bond to what the family provides: money, help and possessions pass between you, and {P} shapes what {H} values.',
      3: 'In {H}’s third house, {P}’s Sun makes you relatives who talk: news, calls and everyday plans keep the two of you in close touch.',
      6: '{P}’s Sun in {H}’s sixth house shows in everyday help: {P} takes a hand in {H}’s routines, health and chores, and the family tie is lived in practical ways.',
      9: '{P}’s Sun in {H}’s ninth house makes {P} something of a teacher to {H}: {P} shapes {H}’s beliefs and widens {H}’s horizons, through travel, study or example.',
      10: '{P}’s Sun in {H}’s tenth house makes {P} a figure of standing in {H}’s life, the relative whose example or approval weighs on {H}’s choices and career.',
      11: '{P}’s Sun in {H}’s eleventh house makes you relatives who are also allies: {P} backs {H}’s hopes, and you share friends and causes beyond the family.',
      12: '{P}’s Sun in {H}’s twelfth house touches what the family leaves unsaid: {P} sees the part of {H} kept out of view, and old family matters can surface between you.',
    },
    Moon: {
      8: '{P}’s Moon in {H}’s eighth house reaches what the family keeps close: {P} senses {H}’s deepest worries, and what you inherit, owe and keep secret binds you.',
      1: '{P}’s Moon in {H}’s first house makes {P} attuned to {H} from the start: {P} reads {H}’s moods at a glance, and {H} feels watched over, sometimes too closely.',
      2: '{P}’s Moon in {H}’s second house ties {P}’s sense of safety to what {H} provides: food, money and practical help carry the care between you.',
      3: '{P}’s Moon in {H}’s third house makes the tie a chatty one: {P} shares feelings in calls and messages, and {H} hears the family news first.',
      6: '{P}’s Moon in {H}’s sixth house shows care in daily tasks: {P} notices when {H} is tired or unwell and quietly helps with the load.',
      9: '{P}’s Moon in {H}’s ninth house links family feeling with belief: {P} is comfortable with the outlook {H} holds, and journeys together bring you close.',
      10: '{P}’s Moon in {H}’s tenth house makes {P} proud of {H}’s place in the world, and {H} feels the family’s hopes riding on every success.',
      12: '{P}’s Moon in {H}’s twelfth house reaches feelings {H} keeps hidden: {P} senses old family hurts, and the bond can be quietly healing or heavy with what goes unsaid.',
    },
    Venus: {
      1: '{P}’s Venus in {H}’s first house makes {P} fond of the person {H} is, not only the relative, and that warmth shows whenever the family gathers.',
      3: '{P}’s Venus in {H}’s third house keeps the family talk kind: calls, notes and short visits pass easily between you.',
      8: '{P}’s Venus in {H}’s eighth house brings tact to what the family holds in common: {P} eases questions of inheritance and money, and trust runs deep.',
      12: '{P}’s Venus in {H}’s twelfth house brings a quiet, private kindness: {P} tends {H}’s hidden hurts, often without the rest of the family knowing.',
      2: '{P}’s Venus in {H}’s second house shows affection through giving: gifts, meals and help with money pass easily between you.',
      4: '{P}’s Venus in {H}’s fourth house makes {P} a softening presence in {H}’s home: family gatherings go more gently when {P} is there.',
      6: '{P}’s Venus in {H}’s sixth house turns family affection into daily kindness: {P} helps with {H}’s routines, and ordinary days together are the warmest.',
      10: '{P}’s Venus in {H}’s tenth house makes {P} proud of what {H} achieves and quick to say so to the rest of the family.',
    },
    Mars: {
      8: '{P}’s Mars in {H}’s eighth house stirs old family stakes: {P} pushes on inheritance, debts and who controls what you share, and loyalty runs fierce.',
      12: '{P}’s Mars in {H}’s twelfth house stirs what the family keeps buried: {P} touches old grievances of {H}’s, and anger between you can go underground.',
      2: '{P}’s Mars in {H}’s second house makes money a family flashpoint: {P} pushes {H} to earn or spend differently, and loans and inheritances are best settled plainly.',
      3: '{P}’s Mars in {H}’s third house makes your exchanges brisk: {P} contradicts {H}, and the rows are quick to start and quick to end.',
      4: '{P}’s Mars in {H}’s fourth house stirs up {H}’s home: {P} may take charge of the household, and old family tensions surface fast.',
      6: '{P}’s Mars in {H}’s sixth house presses on {H}’s daily habits: {P} nags about health, chores and routines out of care, though it can feel like pressure.',
      9: '{P}’s Mars in {H}’s ninth house sets beliefs alight: {P} challenges {H}’s outlook, and family debates about religion or politics run hot.',
      10: '{P}’s Mars in {H}’s tenth house drives {H}’s ambitions: {P} pushes {H} to succeed, and what the family expects of {H} can become a battleground.',
      11: '{P}’s Mars in {H}’s eleventh house spills into {H}’s friendships and plans: {P} pushes {H}’s goals, and friends may be drawn into family disputes.',
    },
  },
};
