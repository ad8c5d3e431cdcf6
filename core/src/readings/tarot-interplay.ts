// How cards are named in running prose, the crossing card against the heart of the matter, and
// the yes/no lean of a spread read as a whole. The three-card story itself is told in
// tarot-report.ts, from the asker's matter and the cards' own themes.
import type { SpreadId, Suit, TarotCard } from '../tarot/deck';
import type { DrawnCard } from '../tarot/draw';
import { meaningOf, type TarotLean } from '../tarot/meanings';
import { capitalise } from './text';

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

const LEAN_VALUE: Record<TarotLean, number> = { yes: 1, no: -1, unclear: 0 };

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
