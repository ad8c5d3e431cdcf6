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

/** How an aspect between two people's planets tends to feel; {a} and {b} are "Ana's Venus". */
export const SYNASTRY_TEXT: Record<AspectName, ((a: string, b: string) => string)[]> = {
  conjunction: [
    (a, b) =>
      `${a} meets ${b} at the same point of the zodiac, so this part of the relationship feels immediate and hard to ignore.`,
    (a, b) => `${a} and ${b} coincide: the two of you recognise something familiar in each other here.`,
  ],
  opposition: [
    (a, b) =>
      `${a} faces ${b} across the zodiac, a pull of attraction and challenge that works when each of you sees the other’s side.`,
    (a, b) =>
      `${a} opposes ${b}: you complete each other here, as long as neither tries to win the tug of war.`,
  ],
  trine: [
    (a, b) => `${a} flows easily with ${b}; this is a place where you simply get each other.`,
    (a, b) =>
      `${a} in trine to ${b} brings natural ease, a source of goodwill to draw on when things are harder elsewhere.`,
  ],
  square: [
    (a, b) =>
      `${a} squares ${b}, bringing friction that can feel like chemistry or irritation depending on the day.`,
    (a, b) =>
      `${a} and ${b} meet at a right angle: growth comes from talking this tension through rather than avoiding it.`,
  ],
  sextile: [
    (a, b) => `${a} forms a friendly sextile with ${b}, an opening that grows when you both act on it.`,
    (a, b) => `${a} and ${b} cooperate easily once one of you takes the first step.`,
  ],
};
