// The spread read as a whole, as a story of named cards: the arc in time, the suit or number that
// ties cards together around the question, a count only when it says something; the crossing
// card against the heart of the matter; and the yes/no lean.
import type { SpreadId, Suit, TarotCard } from '../tarot/deck';
import type { DrawnCard } from '../tarot/draw';
import { meaningOf, type TarotLean } from '../tarot/meanings';
import { capitalise, cardinal, Chooser, listJoin } from './text';

export interface Placed {
  d: DrawnCard;
  card: TarotCard;
  /** The position as the spread names it mid-sentence: "the crossing influence". */
  where: string;
}

export const rev = (d: DrawnCard) => d.orientation === 'reversed';

/**
 * Majors printed without "The" that English tarot writing still reads with the article ("the
 * Wheel of Fortune turns"). The other article-less majors, Strength, Justice, Death, Temperance
 * and Judgement, name a force or a figure as a proper noun and are written bare ("Death
 * reversed", "Justice asks"), as in the card's own text.
 */
const MAJORS_WITH_ARTICLE: ReadonlySet<string> = new Set(['major-10-wheel-of-fortune']);

/**
 * A card as running prose names it: "the Queen of Swords reversed", "the Tower", "Death";
 * `capital` for the start of a sentence ("The Tower", "The Ace of Cups"). Headings keep the
 * printed name.
 */
export function cardPhrase(
  card: TarotCard,
  { reversed = false, capital = false }: { reversed?: boolean; capital?: boolean } = {},
): string {
  const base = card.name.startsWith('The ')
    ? `the ${card.name.slice(4)}`
    : card.arcana === 'minor' || MAJORS_WITH_ARTICLE.has(card.id)
      ? `the ${card.name}`
      : card.name;
  const text = reversed ? `${base} reversed` : base;
  return capital ? capitalise(text) : text;
}

/** The drawn card in its orientation, as running prose names it. */
export function named(card: TarotCard, d: DrawnCard, capital = false): string {
  return cardPhrase(card, { reversed: rev(d), capital });
}

const nm = (p: Placed) => named(p.card, p.d);
const Nm = (p: Placed) => named(p.card, p.d, true);

type Element = 'fire' | 'water' | 'air' | 'earth';
const ELEMENT_OF: Record<Suit, Element> = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' };

/**
 * Elemental dignity, as readers of the Golden Dawn school weigh two neighbouring cards: the same
 * element strengthens, fire with air and water with earth support each other, fire with water
 * and air with earth weaken each other, and the remaining pairs are neutral.
 */
type Relation =
  'same' | 'support' | 'oppose' | 'neutral' | 'major-over-minor' | 'minor-over-major' | 'majors';

function relation(a: TarotCard, b: TarotCard): Relation {
  if (a.arcana === 'major' && b.arcana === 'major') return 'majors';
  if (b.arcana === 'major') return 'major-over-minor';
  if (a.arcana === 'major') return 'minor-over-major';
  const x = ELEMENT_OF[a.suit!];
  const y = ELEMENT_OF[b.suit!];
  if (x === y) return 'same';
  const key = [x, y].sort().join('-');
  if (key === 'air-fire' || key === 'earth-water') return 'support';
  if (key === 'fire-water' || key === 'air-earth') return 'oppose';
  return 'neutral';
}

/**
 * What the crossing card does to the heart of the matter, said of the two cards by name: the
 * elemental dignity of the pair as a reader would put it, never as a formula.
 */
export function crossSentence(heart: Placed, cross: Placed): string {
  const [H, h, X] = [Nm(heart), nm(heart), Nm(cross)];
  switch (relation(heart.card, cross.card)) {
    case 'same':
      return `${X} pushes the same way as ${h}, so the complication is more of the same, not a new obstacle: too much of one thing.`;
    case 'support':
      return `${X} works with ${h} more than against it, so what looks like the complication may turn out to be the way through.`;
    case 'oppose':
      return `${X} pulls against ${h}, and that tension is the knot the rest of the spread is about.`;
    case 'neutral':
      return `${X} neither feeds nor blocks ${h}, so the complication can be met on its own terms.`;
    case 'major-over-minor':
      return `${X} is the larger force here: the challenge is bigger than the day-to-day of ${h}, and it is met by working with it, not against it.`;
    case 'minor-over-major':
      return `${X} is an everyday obstacle set against a larger current: it can be handled, and the story of ${h} goes on.`;
    case 'majors':
      return `${H} and ${nm(cross)} are both Major Arcana, so this is a significant chapter, not a passing mood.`;
  }
}

/**
 * What a group of one suit says about the question. It names no topic: the question's own words
 * slotted in here gave "the drive behind your miscarriage".
 */
const SUIT_STORY: Record<Suit, string> = {
  wands: 'carry the energy in this: ambition, drive and the will to get moving',
  cups: 'carry its feeling side: what you hope for and what you are afraid to lose',
  swords: 'are the worry and the hard thinking in it, the part that happens in your head',
  pentacles: 'are its practical side: money, effort and what can actually be built',
};

/** What choices each suit stands for, with the suit named so that the reader can see it. */
const SUIT_KIND: Record<Suit, string> = {
  wands: 'drive (the Wands)',
  cups: 'feeling (the Cups)',
  swords: 'clear thinking (the Swords)',
  pentacles: 'practical means (the Pentacles)',
};

/** The Wands said gently, for grief: drive and ambition are not what a grieving person is told to find. */
const TENDER_WANDS = 'hold the energy that will come back in its own time, not something to force now';

const RANK_PLURAL: Record<number, string> = {
  1: 'Aces',
  2: 'Twos',
  3: 'Threes',
  4: 'Fours',
  5: 'Fives',
  6: 'Sixes',
  7: 'Sevens',
  8: 'Eights',
  9: 'Nines',
  10: 'Tens',
};

/**
 * What three or four cards of one number say, as readers count them. A pair says too little to
 * name (and "growth through other people" beside the Three of Swords said the wrong thing).
 */
const NUMBER_THREAD: Record<number, string> = {
  1: 'new beginnings pressing in from every side',
  2: 'choices and partnerships to be settled',
  3: 'something growing past its first stage',
  4: 'a wish to hold things steady',
  5: 'strain and conflict to be got through',
  6: 'give and take, and repair',
  7: 'a testing stretch that asks for patience',
  8: 'a great deal in motion at once',
  9: 'a matter in its last stretch, nearly complete',
  10: 'a cycle coming to its close',
};

const LEAN_VALUE: Record<TarotLean, number> = { yes: 1, no: -1, unclear: 0 };

/** Whether a card, by its own lean, goes well (1), hard (-1) or neither (0). */
const goes = (p: Placed) => LEAN_VALUE[meaningOf(p.card, rev(p.d)).lean];

/**
 * How three cards in time read as one story: the first as where it came from, the second as the
 * hinge, the last as where it goes, told by whether each card goes well or hard.
 */
function arcSentence(c: Chooser, from: Placed, hinge: Placed, to: Placed, hingeName: string): string {
  const [a, b, z] = [goes(from), goes(hinge), goes(to)];
  if (a <= 0 && z > 0)
    return `The story turns for the better: ${nm(from)} is the strain you are coming out of, ${nm(hinge)}, ${hingeName}, is where the turn is made, and ${nm(to)} is what it opens onto.`;
  if (a > 0 && z < 0 && b > 0)
    return `${capitalise(nm(from))} and ${nm(hinge)}, ${hingeName}, still give you good footing, but ${nm(to)} is the warning of where it ends if nothing changes.`;
  if (a > 0 && z < 0)
    return `The story slips unless something changes: ${nm(from)} was the good footing, ${nm(hinge)}, ${hingeName}, is where it starts to give, and ${nm(to)} is the warning of where it ends.`;
  if (a > 0 && z > 0 && b < 0)
    return `${Nm(hinge)}, ${hingeName}, is a dip between two good cards, ${nm(from)} behind and ${nm(to)} ahead: a low patch, not the end of the road.`;
  if (a < 0 && z < 0 && b > 0)
    return `${Nm(hinge)}, ${hingeName}, is the bright spot between two hard cards, ${nm(from)} behind and ${nm(to)} ahead: what it offers is what to build on.`;
  if (a > 0 && z > 0)
    return c.pick('arc:up', [
      `The cards build on one another: ${nm(from)} laid the ground, ${nm(hinge)} carries it on, and ${nm(to)} is where it pays off.`,
      `One good thread runs from ${nm(from)} through ${nm(hinge)} to ${nm(to)}: what went well before is still working for you.`,
    ]);
  if (a < 0 && z < 0)
    return `The same strain runs from ${nm(from)} through ${nm(hinge)} to ${nm(to)}, so the pattern itself is what needs changing, and ${nm(hinge)}, ${hingeName}, is where you can change it.`;
  if (z < 0)
    return `${Nm(hinge)}, ${hingeName}, is the hinge of the story: what you do there decides whether ${nm(to)}, the warning ahead, comes to pass.`;
  return b >= 0
    ? `${Nm(hinge)}, ${hingeName}, is the hinge of the story: it decides whether what ${nm(from)} began carries through to ${nm(to)}.`
    : `${Nm(hinge)}, ${hingeName}, is the weight on the hinge: ease it, and what ${nm(from)} began can still reach ${nm(to)}.`;
}

/**
 * The spread as a whole in two or three sentences that link named cards into one story: the arc
 * in time, then the suit (or the repeated number) that ties cards together around the question's
 * topic, then one thing a count says when it says something (every card or most cards reversed,
 * half of them Major Arcana).
 */
export function spreadStory(c: Chooser, placed: Placed[], spread: SpreadId, tender = false): string[] {
  const at = (key: string) => placed.find((p) => p.d.positionKey === key)!;
  const total = placed.length;
  const sentences: string[] = [];
  if (spread === 'three-card')
    sentences.push(arcSentence(c, placed[0]!, placed[1]!, placed[2]!, 'the present'));
  else {
    sentences.push(arcSentence(c, at('recent-past'), at('near-future'), at('outcome'), 'what approaches'));
    const self = at('self');
    const outcome = at('outcome');
    sentences.push(
      goes(self) > 0 && goes(outcome) > 0
        ? `What you bring, ${nm(self)}, is of a piece with where this goes, ${nm(outcome)}: your own stance carries it there.`
        : goes(self) < 0 && goes(outcome) < 0
          ? `What you bring, ${nm(self)}, is of a piece with where this goes, ${nm(outcome)}, so changing your own stance is the surest way to change the ending.`
          : `What you bring, ${nm(self)}, and where this goes, ${nm(outcome)}, do not match, so your own stance is the part of the story you can most easily change.`,
    );
  }

  const reversed = placed.filter((p) => rev(p.d));
  const mostlyReversed = reversed.length === total || (total > 3 && reversed.length * 10 >= total * 7);
  const bySuit = new Map<Suit, Placed[]>();
  for (const p of placed) if (p.card.suit) bySuit.set(p.card.suit, [...(bySuit.get(p.card.suit) ?? []), p]);
  const [suit, group] =
    [...bySuit].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0]))[0] ?? [];
  const byNumber = new Map<number, Placed[]>();
  for (const p of placed)
    if (p.card.arcana === 'minor' && p.card.number <= 10)
      byNumber.set(p.card.number, [...(byNumber.get(p.card.number) ?? []), p]);
  const [number, same] = [...byNumber].sort((x, y) => y[1].length - x[1].length || x[0] - y[0])[0] ?? [];
  if (number && same && same.length >= 3)
    sentences.push(
      `${same.length === 4 ? `All four ${RANK_PLURAL[number]} are here` : `Three ${RANK_PLURAL[number]} appear`}, ${listJoin(same.map(nm))}, and readers take ${same.length === 4 ? 'four' : 'three'} of a number as a strong sign: ${NUMBER_THREAD[number]}.`,
    );

  if (suit && group && group.length >= (spread === 'three-card' ? 2 : 3)) {
    const held =
      group.filter((p) => rev(p.d)).length * 2 > group.length
        ? ', though most of it is held back for now'
        : '';
    const who =
      group.length >= 4
        ? `${capitalise(cardinal(group.length))} of the ${cardinal(total)} cards are ${capitalise(suit)}, and together they`
        : `${capitalise(listJoin(group.map(nm)))} together`;
    sentences.push(`${who} ${tender && suit === 'wands' ? TENDER_WANDS : SUIT_STORY[suit]}${held}.`);
  }
  const majors = placed.filter((p) => p.card.arcana === 'major');
  if (mostlyReversed)
    sentences.push(
      spread === 'three-card'
        ? `All three cards are reversed, ${listJoin(placed.map(nm))}, so much of this is still held back, delayed or being worked out inwardly, and it will show in events later than you would like.`
        : `${reversed.length === total ? `Every card is reversed` : `${capitalise(cardinal(reversed.length))} of the ${cardinal(total)} cards are reversed`}, so much of this is still held back or working inwardly.`,
    );
  else if (majors.length * 2 >= total)
    sentences.push(
      `${capitalise(listJoin(majors.map(nm)))} ${majors.length > 1 ? 'are' : 'is'} from the Major Arcana, so this is a chapter with larger lessons than the question itself.`,
    );
  else if (spread === 'three-card' && sentences.length < 3)
    sentences.push(
      majors.length === 1
        ? `${Nm(majors[0]!)} is the one Major Arcana card, so the larger lesson of this story lies ${{ past: 'in what is behind you', present: 'in where you stand now', future: 'in what is coming' }[majors[0]!.d.positionKey] ?? 'here'}.`
        : `With no Major Arcana among the three, this is a matter of everyday choices, and the suits say which kind: ${listJoin([...bySuit.keys()].map((s) => SUIT_KIND[s]))}.`,
    );
  return sentences.slice(0, 3);
}

export interface SpreadLean {
  lean: TarotLean;
  /** How firmly the cards lean; null when they do not. */
  strength: 'slightly' | 'fairly' | 'clearly' | null;
  /** Sentences that name the cards behind the lean. */
  because: string[];
}

/** How much each position weighs in a yes/no answer: the outcome most, then the querent's card. */
const LEAN_WEIGHT: Record<string, number> = {
  outcome: 3,
  future: 3,
  self: 2,
  'three-card:present': 2,
  present: 1.5,
  'near-future': 1,
  crown: 1,
};

/**
 * A yes/no lean as readers give it: the outcome card's own lean weighs most, then the querent's
 * card (the present in three cards, "yourself" in the Celtic Cross), then the rest; many
 * reversals and Swords pull toward no, a spread heavy with Major Arcana makes the lean firmer, and
 * the lean never goes against a clear outcome card.
 */
export function spreadLean(placed: Placed[], spread: SpreadId, turned = false): SpreadLean {
  const weightOf = (p: Placed) =>
    LEAN_WEIGHT[`${spread}:${p.d.positionKey}`] ?? LEAN_WEIGHT[p.d.positionKey] ?? 0.5;
  // A card's own lean says whether the matter goes well. Asked "Should I leave…?", a card that
  // says the programme or the job goes well argues for staying: the answer to the question is no.
  const leanOf = (p: Placed): TarotLean => {
    const own = meaningOf(p.card, rev(p.d)).lean;
    return turned && own !== 'unclear' ? (own === 'yes' ? 'no' : 'yes') : own;
  };
  let sum = 0;
  let weights = 0;
  for (const p of placed) {
    sum += weightOf(p) * LEAN_VALUE[leanOf(p)];
    weights += weightOf(p);
  }
  const total = placed.length;
  const reversed = placed.filter((p) => rev(p.d)).length;
  const swords = placed.filter((p) => p.card.suit === 'swords').length;
  // The spread's weather (many reversals, Swords) bears on the matter, so it turns too.
  const weather = (reversed * 2 > total ? -0.15 : 0) - (swords / total) * 0.2;
  let score = sum / weights + (turned ? -weather : weather);
  const majors = placed.filter((p) => p.card.arcana === 'major').length;
  if (majors / total >= 0.4) score *= 1.2;
  const outcome = placed[total - 1]!;
  const querent = spread === 'three-card' ? placed[1]! : placed.find((p) => p.d.positionKey === 'self')!;
  const spreadSays: TarotLean = score >= 0.2 ? 'yes' : score <= -0.2 ? 'no' : 'unclear';
  // The answer never goes against the outcome card the reading cites for it: where the rest of
  // the spread disagrees with a clear outcome, the outcome gives the lean, slightly.
  const ending = leanOf(outcome);
  const lean: TarotLean = ending !== 'unclear' && spreadSays !== ending ? ending : spreadSays;
  const agreed = leanOf(querent) === lean;
  const strength =
    lean === 'unclear'
      ? null
      : lean !== spreadSays
        ? 'slightly'
        : Math.abs(score) >= 0.6 && agreed && ending === lean
          ? 'clearly'
          : Math.abs(score) >= 0.35 && (agreed || ending === lean)
            ? 'fairly'
            : 'slightly';

  const says = (p: Placed) =>
    leanOf(p) === 'unclear'
      ? 'gives no clear sign either way'
      : turned
        ? leanOf(p) === 'yes'
          ? 'argues for leaving'
          : 'argues for staying'
        : `leans ${leanOf(p)}`;
  const because = [
    `${Nm(outcome)}, ${spread === 'three-card' ? 'the future' : 'the outcome'}, ${says(outcome)}${
      leanOf(querent) === leanOf(outcome)
        ? `, and ${nm(querent)}, ${spread === 'three-card' ? 'the present' : 'your own card'}, agrees`
        : `, while ${nm(querent)}, ${spread === 'three-card' ? 'the present' : 'your own card'}, ${says(querent)}`
    }.`,
  ];
  // The reasons are the cards read in their places; a count of suits or reversals is no reason a
  // reader would give ("two Swords add friction").
  return { lean, strength, because };
}
