// How two people's leading elements, modes and signs meet; the contacts between their planets are in
// content/authored/synastry.ts.
import type { Element, Modality } from './astro';
import { SIGNS, type SignAbbrev } from '../../astro/types';
import { listJoin } from '../text';
import type { RelationshipKind } from '../relationship';

type Pair = `${Element}-${Element}`;

/** Keyed by the two elements in the order fire, earth, air, water. */
export const ELEMENT_PAIR_TEXT: Partial<Record<Pair, string>> = {
  'fire-fire':
    'two fires make a warm, lively pairing that needs shared adventures and someone to tend the embers when both are tired',
  'fire-earth':
    'fire brings enthusiasm and earth a sense of what is practical, and the pairing works when fire’s hopes are given earth’s means and earth’s caution is not taken for a lack of faith',
  'fire-air':
    'air feeds fire, so ideas and enthusiasm spark each other, and the danger is two people talking each other into more than either can carry',
  'fire-water':
    'fire acts first and feels afterwards while water feels first and acts later, so each has to learn not to take the other’s timing for coldness or haste',
  'earth-earth':
    'two earth signs build solid, trustworthy ground together, and need to remember to play as well as plan',
  'earth-air':
    'earth grounds air’s ideas and air lifts earth’s routines, so one of you brings the plan down to earth and the other keeps it from going stale',
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
    'two fires make an enterprising team with drive to spare, which needs someone to mind the details',
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

/*
 * The element says what a temperament cares about; the mode says how it moves. Two fixed fire
 * charts are steady conviction, not spontaneity (review r31), so the pair's element line is
 * followed by how the two dominant modes meet.
 */

/** How an element moves in a chart whose planets stand mostly in signs of one mode. */
const ELEMENT_IN_MODE: Record<Element, Record<Modality, string>> = {
  fire: {
    cardinal: 'leaps to start things and wants to lead',
    fixed: 'burns as steady conviction and lasting warmth rather than sudden sparks',
    mutable: 'runs from one enthusiasm to the next',
  },
  earth: {
    cardinal: 'organises and takes charge of the practical',
    fixed: 'is patient and hard to move',
    mutable: 'adjusts its practical help to whatever is needed',
  },
  air: {
    cardinal: 'opens the conversation and brings people together',
    fixed: 'holds to its ideas and principles',
    mutable: 'is curious and changeable',
  },
  water: {
    cardinal: 'moves first to protect and care',
    fixed: 'runs deep and does not let go',
    mutable: 'takes in every mood around it',
  },
};

/** Two charts of one mode: what that shared pace gives and where it catches. */
const SAME_MODE: Record<Modality, string> = {
  cardinal:
    'each of you wants to set the direction, and the pair goes best when you take turns at the lead instead of starting two plans at once',
  fixed:
    'you are constant and loyal, and the test comes when you disagree, because neither of you gives ground easily',
  mutable: 'you adapt to each other readily, and someone has to pin down what was agreed before it drifts',
};

/**
 * Two charts of different modes, `{X}` the one whose mode comes first in cardinal, fixed, mutable:
 * the division of labour, said when the elements have not already said how each moves, and where
 * it strains.
 */
const MODE_PAIR: Record<string, { division: string; strain: string }> = {
  'cardinal-fixed': {
    division: '{X} starts things and {Y} keeps them going',
    strain: '{X} wants to change a course {Y} has settled on',
  },
  'cardinal-mutable': {
    division: '{X} sets the direction and {Y} adjusts to it',
    strain: '{Y}’s flexibility is taken for agreement',
  },
  'fixed-mutable': {
    division: '{X} holds steady while {Y} adapts',
    strain: '{Y}’s changes of plan feel unreliable to {X}, or {X}’s firmness feels stubborn to {Y}',
  },
};

const MODE_ORDER: Modality[] = ['cardinal', 'fixed', 'mutable'];

export interface ModeLean {
  who: string;
  mode: Modality;
  /** The chart's one leading element, when it has one. */
  element?: Element;
}

/**
 * How the two charts' dominant modes meet, said after their elements: the element says what a
 * temperament cares about and the mode how it moves, so two fixed fire charts are steady
 * conviction, not spontaneity (review r31).
 */
export function modePairText(a: ModeLean, b: ModeLean): string {
  const moves = (p: ModeLean) =>
    p.element ? `${p.who}’s ${p.element} ${ELEMENT_IN_MODE[p.element][p.mode]}` : '';
  if (a.mode === b.mode) {
    if (a.element && a.element === b.element)
      return `Both charts are predominantly ${a.mode} as well, so your ${a.element} ${ELEMENT_IN_MODE[a.element][a.mode]}: ${SAME_MODE[a.mode]}.`;
    const each = [moves(a), moves(b)].filter(Boolean);
    return `Both charts are predominantly ${a.mode}${each.length > 0 ? `: ${each.join(' and ')}, so ` : ': '}${SAME_MODE[a.mode]}.`;
  }
  const [x, y] = MODE_ORDER.indexOf(a.mode) < MODE_ORDER.indexOf(b.mode) ? [a, b] : [b, a];
  const pair = MODE_PAIR[`${x.mode}-${y.mode}`]!;
  const names = (t: string) => t.replaceAll('{X}', x.who).replaceAll('{Y}', y.who);
  const each = [moves(a), moves(b)].filter(Boolean);
  const head = `${a.who}’s chart is predominantly ${a.mode} and ${b.who}’s ${b.mode}`;
  return each.length === 2
    ? `${head}: ${each.join(' while ')}, two paces that balance each other and strain only when ${names(pair.strain)}.`
    : `${head}: ${names(pair.division)}, which works until ${names(pair.strain)}.`;
}

/** How many signs apart two signs are, counted the shorter way round: 0 (the same sign) to 6 (opposite). */
export function signsApart(s1: SignAbbrev, s2: SignAbbrev): SignDistance {
  const d = Math.abs(SIGNS.indexOf(s1) - SIGNS.indexOf(s2));
  return Math.min(d, 12 - d) as SignDistance;
}
export type SignDistance = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * What two signs are to each other by their distance, in plain words, said after "{X} is in Taurus
 * and {Y} in Leo,": the signs' own relationship, for a contact whose angle is across signs that do
 * not make it (a 118° "trine" from Taurus to Leo stands in square signs, not in one element). The
 * aspect names a sign distance would take are left to the technical details (review d: "five signs
 * apart, an inconjunct (or quincunx)" read as machinery).
 */
export const SIGN_DISTANCE_TEXT: Record<SignDistance, string> = {
  0: 'one and the same sign, so underneath they are alike',
  1: 'neighbouring signs with little in common, so they take some getting used to',
  2: 'signs that get on, so they cooperate once each makes the effort',
  3: 'signs that act alike but want different things, so they push against each other',
  4: 'signs of one element, so at bottom they fit easily',
  5: 'signs with nothing in common, so each has to adjust to a way the other does not share',
  6: 'opposite signs, so they complement each other and pull against each other at once',
};
