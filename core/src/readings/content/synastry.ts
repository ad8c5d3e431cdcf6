// Relationship text: how two elements meet, and how a synastry aspect plays out between two
// people rather than inside one person.
import type { AspectName, Element } from './astro';

type Pair = `${Element}-${Element}`;

/** Keyed by the two elements in the order fire, earth, air, water. */
export const ELEMENT_PAIR_TEXT: Partial<Record<Pair, string>> = {
  'fire-fire':
    'two fires make a lively, spontaneous pairing that needs shared adventures and someone to tend the embers when both are tired',
  'fire-earth':
    'fire brings enthusiasm and earth brings staying power; it works when one respects the other’s pace',
  'fire-air':
    'air feeds fire: ideas and enthusiasm spark each other, and the danger is only burning too fast',
  'fire-water':
    'fire and water generate steam, intense and passionate, and each needs to learn the other’s way of feeling',
  'earth-earth':
    'two earth signs build solid, trustworthy ground together, and need to remember to play as well as plan',
  'earth-air':
    'earth grounds air’s ideas and air lifts earth’s routines; patience with different rhythms is the key',
  'earth-water':
    'water nourishes earth and earth gives water a shape: a naturally supportive, nurturing combination',
  'air-air':
    'two air signs talk easily and give each other space, and need to make room for feelings as well as ideas',
  'air-water':
    'air thinks and water feels; translating between head and heart is this pairing’s ongoing, rewarding work',
  'water-water':
    'two water signs understand each other without words, and need to keep some firm ground under their shared tides',
};

const ORDER: Element[] = ['fire', 'earth', 'air', 'water'];

export function elementPairText(a: Element, b: Element): string {
  const [x, y] = ORDER.indexOf(a) <= ORDER.indexOf(b) ? [a, b] : [b, a];
  return ELEMENT_PAIR_TEXT[`${x}-${y}`]!;
}

/**
 * How an aspect between two people's planets tends to feel, without naming the planets (the
 * line's heading does). Several per aspect so a report with many trines does not repeat itself.
 */
export const SYNASTRY_TEXT: Record<AspectName, string[]> = {
  conjunction: [
    'the two meet at the same point of the zodiac, so this part of the relationship feels immediate and hard to ignore',
    'the two coincide, and each of you finds something familiar in the other',
    'the contact is fused and intense: what one feels here, the other feels too',
    'this is a meeting point, where each of you amplifies the other',
    'the two blend so closely that it can be hard to tell whose feeling is whose',
    'a strong, direct link that neither of you can easily overlook',
    'you act on each other here before either of you has thought about it',
    'a shared note that sounds loudly whenever you are together',
    'the two run together, which makes the bond vivid and sometimes crowded',
    'you share this ground so completely that it needs a little distance now and then',
  ],
  opposition: [
    'the two face each other across the zodiac, a pull of attraction and challenge that works when each of you sees the other’s side',
    'you complete each other here, as long as neither tries to win the tug of war',
    'this contact attracts and polarises at once; balance comes from taking turns',
    'each of you holds what the other lacks, which fascinates and sometimes frustrates',
    'you see yourselves in each other here, for better and for worse',
    'a meeting of opposites that asks both of you to meet halfway',
    'what one has in excess the other lacks, and the pull works both ways',
    'a see-saw of attraction that settles once each side gives a little',
    'you stand on opposite banks here, and the bridge is built by listening',
    'a strong pull toward each other, with the risk of pulling against each other',
  ],
  trine: [
    'the two flow easily; this is a place where you simply get each other',
    'natural ease, a source of goodwill to draw on when things are harder elsewhere',
    'the contact is harmonious and effortless, easy to take for granted',
    'here the two of you fall into step without trying',
    'a comfortable, supportive contact that steadies the whole relationship',
    'you encourage each other here without needing to try',
    'a current that carries you both along without effort',
    'an easy agreement that rarely needs discussing',
    'the kind of fit that makes ordinary days pleasant',
    'a steady, good-humoured understanding',
  ],
  square: [
    'friction that can feel like chemistry or irritation depending on the day',
    'the two meet at a right angle: growth comes from talking this tension through rather than avoiding it',
    'a lively, restless contact that keeps each of you adjusting',
    'each of you presses on a sensitive spot in the other, which can sting or wake you up',
    'a demanding contact that keeps the relationship from going stale',
    'a point of tension that asks for honest conversation',
    'the two rub, and the rubbing can polish or scratch',
    'a stubborn little knot that loosens with patience',
    'the same argument tends to come back here until one of you changes the question',
    'a restless spark that asks for an outlet',
  ],
  sextile: [
    'a friendly opening that grows when you both act on it',
    'the two cooperate easily once one of you takes the first step',
    'light, helpful support that rewards a little effort',
    'an easy exchange, best used deliberately',
    'a gentle link that opens doors when you use it together',
    'a quiet ally in the relationship, there when you call on it',
    'a mild, pleasant link that grows with shared projects',
    'a small bridge that gets sturdier the more you cross it',
    'a helpful hint of understanding, worth developing',
    'an easy rapport that rewards attention',
  ],
};

type Key = string;
const key = (a: string, b: string): Key => [a, b].sort().join('|');

/** What a contact between two points is about, for the pairs that matter most in a relationship. */
const PAIR_THEME: Record<Key, string> = {
  [key('Sun', 'Sun')]: 'two identities side by side',
  [key('Sun', 'Moon')]: 'how one person’s purpose meets the other’s need for comfort, a classic bond',
  [key('Sun', 'Venus')]: 'affection and admiration for who the other is',
  [key('Sun', 'Mars')]: 'energy, drive and a spark of competition',
  [key('Sun', 'Mercury')]: 'understanding each other’s minds and aims',
  [key('Sun', 'Jupiter')]: 'generosity and encouragement',
  [key('Sun', 'Saturn')]: 'commitment, duty and the weight of responsibility',
  [key('Sun', 'Ascendant')]: 'first impressions and a sense of recognition',
  [key('Moon', 'Moon')]: 'emotional rhythms and what makes each of you feel at home',
  [key('Moon', 'Venus')]: 'tenderness and affection',
  [key('Moon', 'Mars')]: 'feelings meeting desire, warm or heated',
  [key('Moon', 'Mercury')]: 'talking about feelings',
  [key('Moon', 'Jupiter')]: 'emotional generosity and optimism',
  [key('Moon', 'Saturn')]: 'emotional security and the fear of being let down',
  [key('Moon', 'Ascendant')]: 'feeling at ease in each other’s presence',
  [key('Venus', 'Mars')]: 'attraction and desire',
  [key('Venus', 'Venus')]: 'shared tastes and ways of loving',
  [key('Venus', 'Mercury')]: 'kind words and shared interests',
  [key('Venus', 'Jupiter')]: 'pleasure, warmth and indulgence',
  [key('Venus', 'Saturn')]: 'loyalty and the seriousness of love',
  [key('Venus', 'Ascendant')]: 'physical attraction and charm',
  [key('Mars', 'Mars')]: 'how your energies and tempers meet',
  [key('Mars', 'Mercury')]: 'debate, banter and sharp words',
  [key('Mars', 'Jupiter')]: 'shared enthusiasm and daring',
  [key('Mars', 'Saturn')]: 'drive meeting restraint',
  [key('Mars', 'Ascendant')]: 'physical energy and assertiveness',
  [key('Mercury', 'Mercury')]: 'how you talk and think together',
  [key('Mercury', 'Jupiter')]: 'big conversations and shared ideas',
  [key('Mercury', 'Saturn')]: 'serious talk, plans and criticism',
  [key('Mercury', 'Ascendant')]: 'how easily you read each other',
  [key('Jupiter', 'Jupiter')]: 'shared beliefs and hopes',
  [key('Jupiter', 'Saturn')]: 'growth and limits in balance',
  [key('Jupiter', 'Ascendant')]: 'encouragement and good humour',
  [key('Saturn', 'Saturn')]: 'responsibilities and long-term plans',
  [key('Saturn', 'Ascendant')]: 'steadiness, and sometimes restraint',
  [key('Ascendant', 'Ascendant')]: 'how you come across as a pair',
};

export function pairTheme(a: string, b: string): string | undefined {
  return PAIR_THEME[key(a, b)];
}
