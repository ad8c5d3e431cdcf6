// How two people's leading elements meet; the contacts between their planets are in
// content/authored/synastry.ts.
import type { Element } from './astro';

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
    'fire and water generate steam, intense and heartfelt, and each needs to learn the other’s way of feeling',
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

const ORDER: Element[] = ['fire', 'earth', 'air', 'water'];

export function elementPairText(a: Element, b: Element): string {
  const [x, y] = ORDER.indexOf(a) <= ORDER.indexOf(b) ? [a, b] : [b, a];
  return ELEMENT_PAIR_TEXT[`${x}-${y}`]!;
}
