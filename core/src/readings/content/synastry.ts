// How two people's leading elements meet; the contacts between their planets are in
// content/authored/synastry.ts.
import type { Element } from './astro';
import { listJoin } from '../text';
import type { RelationshipKind } from '../relationship';

type Pair = `${Element}-${Element}`;

/** Keyed by the two elements in the order fire, earth, air, water. */
export const ELEMENT_PAIR_TEXT: Partial<Record<Pair, string>> = {
  'fire-fire':
    'two fires make a lively, spontaneous pairing that needs shared adventures and someone to tend the embers when both are tired',
  'fire-earth':
    'fire brings enthusiasm and earth brings staying power, and the pairing works when fire waits for earth to get going and earth lets fire set things moving',
  'fire-air':
    'air feeds fire, so ideas and enthusiasm spark each other, and the only danger is burning too fast',
  'fire-water':
    'fire acts first and feels afterwards while water feels first and acts later, so each has to learn not to take the other’s timing for coldness or haste',
  'earth-earth':
    'two earth signs build solid, trustworthy ground together, and need to remember to play as well as plan',
  'earth-air':
    'earth grounds air’s ideas and air lifts earth’s routines; patience with different rhythms is the key',
  'earth-water':
    'water nourishes earth and earth gives water a shape, a naturally supportive and nurturing combination',
  'air-air':
    'two air signs talk easily and give each other space, and need to make room for feelings as well as ideas',
  'air-water':
    'one of you wants to talk a trouble through while the other first needs it to be felt, so each learns to offer the other’s way before their own',
  'water-water':
    'two water signs understand each other without words, and need to keep some firm ground under their shared tides',
};

/**
 * The pairs whose general wording is about feeling or home, said of colleagues at work: "fire and
 * water generate steam, intense and heartfelt" reads as a romance (review r24).
 */
export const COLLEAGUE_ELEMENT_PAIR_TEXT: Partial<Record<Pair, string>> = {
  'fire-fire':
    'two fires make a fast, enterprising team that starts well and needs someone to keep the follow-through going',
  'fire-water':
    'fire pushes to act while water reads the room first, so one brings the drive and the other the sense of how a move will land, once each stops taking the other for slow or rash',
  'earth-water':
    'water senses what people need and earth turns it into a plan, a steady, considerate working combination',
  'water-water':
    'two water signs read a room and each other without a word, and need someone to set deadlines and hard numbers',
};

const ORDER: Element[] = ['fire', 'earth', 'air', 'water'];

/** What each element brings to a pair, said of the elements neither partner leads with. */
export const ELEMENT_GIFT: Record<Element, string> = {
  fire: 'the spark that starts things',
  earth: 'practical follow-through',
  air: 'talk and a step back for perspective',
  water: 'room for feelings',
};

/**
 * Two people of one temperament led by several elements: said once, with how the blend works in
 * each and what neither of them brings.
 */
export function sharedBlendText(leaders: Element[], kind?: RelationshipKind): string {
  const blend =
    leaders.length === 2 ? `; in each of you ${elementPairText(leaders[0]!, leaders[1]!, kind)}` : '';
  const missing = ORDER.filter((e) => !leaders.includes(e));
  const lack =
    missing.length > 0
      ? ` What neither of you leads with, ${missing.join(' or ')}, is something the pair has to supply on purpose: ${missing.map((e) => ELEMENT_GIFT[e]).join(' and ')}.`
      : '';
  const spread =
    missing.length === 0 ? 'spread evenly across all four elements' : `balanced between ${listJoin(leaders)}`;
  return `the two of you are alike, each ${spread}, so neither has to adjust to the other's pace${blend}.${lack}`;
}

const TEMPERAMENT_WORD: Record<Element, string> = {
  fire: 'fiery',
  earth: 'earthy',
  air: 'airy',
  water: 'watery',
};

/**
 * How two leading elements meet. `bySign` false when a lead comes from the planets while the
 * Sun, Moon and rising sign stand elsewhere: "two earth signs" would name signs they do not have.
 */
export function elementPairText(a: Element, b: Element, kind?: RelationshipKind, bySign = true): string {
  const [x, y] = ORDER.indexOf(a) <= ORDER.indexOf(b) ? [a, b] : [b, a];
  const text =
    (kind === 'colleagues' ? COLLEAGUE_ELEMENT_PAIR_TEXT[`${x}-${y}`] : undefined) ??
    ELEMENT_PAIR_TEXT[`${x}-${y}`]!;
  return bySign || x !== y ? text : text.replace(`two ${x} signs`, `two ${TEMPERAMENT_WORD[x]} temperaments`);
}
