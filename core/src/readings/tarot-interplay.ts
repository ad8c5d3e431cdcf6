// The spread read as a whole: how many Major Arcana, which suit and number lead, where the
// reversals fall, who the court cards may be, and how paired positions modify each other (the
// crossing card against the heart of the matter, aim against foundation, self against outcome).
import type { Rank, SpreadId, Suit, TarotCard } from '../tarot/deck';
import type { DrawnCard } from '../tarot/draw';
import { meaningOf, type TarotLean } from '../tarot/meanings';
import { aOrAn, capitalise, cardinal, Chooser, listJoin } from './text';

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

/** How the second card of a pair bears on the first, several phrasings each. */
const RELATION_TEXT: Record<Relation, string[]> = {
  same: [
    'both belong to the same element, so the second adds more of what the first already holds, at the risk of too much of a good thing',
    'the two share an element and amplify each other, for better or worse',
    'one element runs through both, so they speak with a single voice here',
    'a shared element doubles the tone, which is strength if you notice it and excess if you do not',
    'both cards draw on one element, so their message comes through twice as loud',
  ],
  support: [
    'their elements feed each other, so what looks like a complication may turn out to be help',
    'the elements are friendly, and the two cards strengthen each other',
    'these two elements cooperate, so the pairing is more ally than obstacle',
    'friendly elements link them, and what one card starts the other can carry',
    'the elements suit each other, which makes the second card a help to the first',
  ],
  oppose: [
    'their elements work against each other: real friction, and the reading turns on how you handle it',
    'the elements clash, so each card weakens the other until you find a way to honour both',
    'opposed elements meet here, which is the most demanding pairing a spread can show',
    'these elements pull apart, so expect tension between what the two cards want',
    'an elemental quarrel sits between them, and neither wins by ignoring the other',
  ],
  neutral: [
    'their elements neither feed nor fight each other, so each keeps its own meaning',
    'the elements sit side by side without much pull either way',
    'the pairing is elementally neutral, so read each card on its own terms',
    'neither helped nor hindered by element, the two simply stand side by side',
    'their elements are on speaking terms without being allies, so each card keeps its own voice',
  ],
  'major-over-minor': [
    'a Major Arcana card bears on an everyday one: a force larger than the details is at work, best met with cooperation rather than resistance',
    'a card of the Major Arcana weighs on a minor one, so something beyond day-to-day control is shaping this part of the story',
    'the trump outranks the pip card here, and the bigger pattern sets the terms for the smaller matter',
    'a greater arcanum presses on a lesser one: what feels like a practical problem has a larger lesson inside it',
    'the weightier card is the major, so the everyday question answers to a bigger theme',
  ],
  'minor-over-major': [
    'an everyday card bears on a Major Arcana one: the detail can be handled, and the larger story goes on',
    'a minor card meets a major one, so a practical matter touches a deeper current without changing its course',
    'the pip card acts on the trump, a reminder that small, concrete choices still steer large themes',
    'the lesser card modifies the greater: daily habits are how the big theme gets lived',
    'an ordinary card touches an arcanum, so the grand theme is met in something you can actually do',
  ],
  majors: [
    'two Major Arcana meet here, which marks this pairing as a significant chapter rather than a passing mood',
    'both are Major Arcana, so two large forces are in conversation',
    "two trumps side by side turn this pairing into one of the reading's main events",
    'two arcana of the greater kind face each other here, and neither is a passing matter',
  ],
};

/** How many times each relation has been described in this reading, so its phrasings rotate. */
export type RelationCount = Map<Relation, number>;

export function pairSentence(
  c: Chooser,
  i: number,
  a: Placed,
  b: Placed,
  lead: string,
  seen: RelationCount,
  /** A sentence placed right after the relation, before the note on a single reversal. */
  after = '',
): string {
  const rel = relation(a.card, b.card);
  const k = seen.get(rel) ?? 0;
  seen.set(rel, k + 1);
  let text = `${lead}; ${c.cycle(`rel:${rel}`, k, RELATION_TEXT[rel])}.`;
  if (after) text += ` ${after}`;
  if (rev(b.d) !== rev(a.d)) {
    // Both cards by name without "reversed" after it: "the Queen of Swords reversed is reversed"
    // would say it twice, and "its partner" is unclear once a third card has been named.
    const [down, up] = rev(b.d) ? [b.card, a.card] : [a.card, b.card];
    const r = cardPhrase(down);
    const R = cardPhrase(down, { capital: true });
    const u = cardPhrase(up);
    text += ` ${c.cycle('revpair', i, [
      `Of the two, only ${r} is reversed, so it works more quietly than ${u}.`,
      `Of this pair, the reversal of ${r} tilts the balance toward ${u}.`,
      `With ${r} reversed and ${u} upright, expect the upright side to move faster.`,
      `Because ${r} is reversed and ${u} is not, the two do not yet pull with equal strength.`,
      `${R} is the reversed one of the pair, still catching up with ${u}.`,
    ])}`;
  }
  return text;
}

/** Who a court card may be, by rank; the suit adds the temperament, its shadow when reversed. */
const COURT_PERSON: Partial<Record<Rank, [string, string]>> = {
  page: ['younger person, a student or a newcomer with news', 'learner still finding their feet'],
  knight: ['person on the move, chasing something', 'person in a hurry with a cause'],
  queen: ['mature person with inner authority', 'woman or man others lean on'],
  king: ['person of authority and experience', 'seasoned decision-maker'],
};
const SUIT_TEMPER: Record<Suit, [string, string]> = {
  wands: ['warm, restless', 'impatient, domineering'],
  cups: ['gentle, feeling', 'moody, smothering'],
  swords: ['sharp, honest', 'cold, cutting'],
  pentacles: ['practical, dependable', 'stubborn, possessive'],
};

function courtSentence(c: Chooser, i: number, p: Placed): string {
  const [temper, shadow] = SUIT_TEMPER[p.card.suit!];
  const who = `${aOrAn(rev(p.d) ? shadow : temper)} ${COURT_PERSON[p.card.rank!]![i % 2]}`;
  if (p.d.positionKey === 'self')
    return `${Nm(p)} sits in your own place, so it most likely describes a role you are playing: ${who}.`;
  if (p.d.positionKey === 'environment') return `${Nm(p)} among your surroundings points to ${who} near you.`;
  return c.cycle('court', i, [
    `${Nm(p)}, in ${p.where}, may be ${who}.`,
    `In ${p.where}, ${nm(p)} can stand for ${who}.`,
    `Think of ${nm(p)}, in ${p.where}, as ${who}.`,
  ]);
}

/** What a suit's element governs, as a plain noun phrase for a note on the leading suit. */
const SUIT_MATTER: Record<Suit, { element: string; matter: string; quiet: string }> = {
  wands: { element: 'fire', matter: 'drive, ambition and creative work', quiet: 'drive and ambition' },
  cups: { element: 'water', matter: 'feelings and the bonds between people', quiet: 'feeling' },
  swords: { element: 'air', matter: 'thoughts, words and hard decisions', quiet: 'hard thinking' },
  pentacles: { element: 'earth', matter: 'money, work and the body', quiet: 'material concerns' },
};

/** What a number means when it repeats across a spread: a thread, read as traditional numerology. */
const NUMBER_THREAD: Record<number, string> = {
  1: 'fresh starts',
  2: 'choices and partnerships',
  3: 'growth through others',
  4: 'stability and rest',
  5: 'upheaval and friction',
  6: 'generosity and repair',
  7: 'tests of nerve and judgement',
  8: 'movement and hard-won skill',
  9: 'a matter nearing its end',
  10: 'a cycle complete',
};

const rankPlural = (rank: string) => (rank === 'six' ? 'sixes' : `${rank}s`);

/**
 * Paragraphs on the spread as a whole, most important first: the Major Arcana, the arc (or the
 * cross), the reversals, suits and numbers, the court cards, and in the Celtic Cross the other
 * paired positions. The caller places them and drops the last ones if the reading runs long.
 */
export function spreadThemes(c: Chooser, placed: Placed[], spread: SpreadId, focus: string): string[] {
  const paras: string[] = [];
  const total = placed.length;
  const majors = placed.filter((p) => p.card.arcana === 'major');
  const names = listJoin(majors.map(nm));
  if (majors.length === 0)
    paras.push(
      c.pick('th:maj', [
        `No Major Arcana appear among the ${cardinal(total)} cards: this is a matter of everyday choices, and what happens next is in your hands.`,
        `All ${cardinal(total)} cards come from the Minor Arcana, so nothing here is fated: ${focus} will follow the ordinary choices you make.`,
      ]),
    );
  else if (majors.length / total >= 0.4)
    paras.push(
      `${majors.length === total ? `All ${cardinal(total)}` : `${capitalise(cardinal(majors.length))} of the ${cardinal(total)}`} cards are Major Arcana (${names}): this is a turning point, with lessons larger than the immediate question.`,
    );
  else
    paras.push(
      majors.length === 1
        ? c.pick('th:maj', [
            `Only one card, ${names}, comes from the Major Arcana; it is the larger force in the story, and the everyday cards around it show how it plays out.`,
            `${capitalise(names)} is the one Major Arcana card here, the deeper current beneath the everyday detail of ${focus}.`,
          ])
        : `${capitalise(cardinal(majors.length))} of the ${cardinal(total)} cards come from the Major Arcana (${names}): the larger forces the everyday cards answer to.`,
    );

  const relations: RelationCount = new Map();
  const at = (key: string) => placed.find((p) => p.d.positionKey === key)!;
  if (spread === 'three-card') {
    const [past, present, future] = placed;
    paras.push(
      pairSentence(
        c,
        0,
        past!,
        future!,
        c.pick('th:arc:lead', [
          `${Nm(past!)} in the past and ${nm(future!)} in the future draw the arc of this story`,
          `The arc bends from ${nm(past!)} to ${nm(future!)}`,
        ]),
        relations,
        c.pick('th:arc:hinge', [
          `${Nm(present!)}, in the present, is the hinge between them.`,
          `Between the two stands ${nm(present!)}, the present, where ${focus} can still take a turn.`,
        ]),
      ),
    );
  }

  const reversed = placed.filter((p) => rev(p.d));
  if (reversed.length === 0)
    paras.push(
      c.pick('th:rev', [
        `Every card is upright, so the forces at work are out in the open and easy to see.`,
        `No card is reversed: all ${cardinal(total)} speak plainly and outwardly.`,
      ]),
    );
  else {
    const where = listJoin(reversed.map((p) => p.where));
    let text =
      reversed.length * 2 > total
        ? `${reversed.length === total ? 'Every card' : `${capitalise(cardinal(reversed.length))} of the ${cardinal(total)} cards`} came up reversed (${where}), which points to energy that is blocked, delayed or working inwardly first: inner work before outer moves.`
        : reversed.length === 1
          ? `The single reversal, in ${where}, adds a note of delay or reflection to that part of the story.`
          : `${capitalise(cardinal(reversed.length))} of the ${cardinal(total)} cards are reversed, in ${where}: slower or more inward expressions of their energy, not bad omens.`;
    const last = placed[total - 1]!;
    if (rev(last.d) && reversed.length > 1)
      text += ` The last card, ${cardPhrase(last.card)}, is among them, so the outcome is still forming.`;
    paras.push(text);
  }

  const notes: string[] = [];
  const bySuit = new Map<Suit, Placed[]>();
  for (const p of placed) if (p.card.suit) bySuit.set(p.card.suit, [...(bySuit.get(p.card.suit) ?? []), p]);
  const top = [...bySuit].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  if (
    top &&
    top[1].length >= (spread === 'celtic-cross' ? 3 : 2) &&
    top[1].length * 2 >= total - majors.length
  ) {
    const s = SUIT_MATTER[top[0]];
    notes.push(
      `${capitalise(cardinal(top[1].length))} cards are ${capitalise(top[0])} (${listJoin(top[1].map(nm))}), the suit of ${s.element}, so much of this moves through ${s.matter}.`,
    );
  }
  if (spread === 'celtic-cross') {
    const missing = (['wands', 'cups', 'swords', 'pentacles'] as Suit[]).filter((s) => !bySuit.has(s));
    if (missing.length === 1 || missing.length === 2)
      notes.push(
        missing.length === 1
          ? `No ${capitalise(missing[0]!)} appear, so ${SUIT_MATTER[missing[0]!].quiet} stays in the background.`
          : `Neither ${capitalise(missing[0]!)} nor ${capitalise(missing[1]!)} turn up, so ${SUIT_MATTER[missing[0]!].quiet} and ${SUIT_MATTER[missing[1]!].quiet} stay in the background.`,
      );
  }
  const byNumber = new Map<number, Placed[]>();
  for (const p of placed)
    if (p.card.arcana === 'minor' && p.card.number <= 10)
      byNumber.set(p.card.number, [...(byNumber.get(p.card.number) ?? []), p]);
  let repeats = 0;
  for (const [n, group] of byNumber)
    if (group.length >= 2)
      notes.push(
        `${capitalise(cardinal(group.length))} ${rankPlural(group[0]!.card.rank!)} (${listJoin(group.map(nm))}) ${c.cycle(
          'th:number',
          repeats++,
          [
            `make ${NUMBER_THREAD[n]} a thread through the spread`,
            `repeat the note of ${NUMBER_THREAD[n]}`,
            `underline ${NUMBER_THREAD[n]}`,
          ],
        )}.`,
      );
  if (notes.length > 0) paras.push(notes.join(' '));

  const courts = placed.filter((p) => p.card.rank !== null && COURT_PERSON[p.card.rank] !== undefined);
  if (courts.length > 0)
    paras.push(
      [
        courts.length === 1
          ? 'The court card can be read as a person in your situation.'
          : 'The court cards can be read as people in your situation.',
        ...courts.map((p, i) => courtSentence(c, i, p)),
        courts.length === 1
          ? 'It may be someone in your life, or a side of you.'
          : 'Each may be someone in your life, or a side of you.',
      ].join(' '),
    );

  if (spread === 'celtic-cross') {
    const a = at('self');
    const b = at('outcome');
    paras.push(
      pairSentence(
        c,
        1,
        a,
        b,
        `${Nm(a)}, your own place, and ${nm(b)}, the outcome, link your stance to where things go`,
        relations,
      ),
    );
  }
  return paras;
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
const LEAN_VALUE: Record<TarotLean, number> = { yes: 1, no: -1, unclear: 0 };

/**
 * A yes/no lean as readers give it: the outcome card's own lean weighs most, then the querent's
 * card (the present in three cards, "yourself" in the Celtic Cross), then the rest; many
 * reversals pull toward no, warm suits (Cups, Wands) toward yes and Swords toward no, and a
 * spread heavy with Major Arcana makes the lean firmer.
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
  const warm = placed.filter((p) => p.card.suit === 'cups' || p.card.suit === 'wands').length;
  const swords = placed.filter((p) => p.card.suit === 'swords').length;
  // The spread's weather (many reversals, warm suits, Swords) bears on the matter, so it turns too.
  const weather = (reversed * 2 > total ? -0.15 : 0) + ((warm - swords) / total) * 0.2;
  let score = sum / weights + (turned ? -weather : weather);
  const majors = placed.filter((p) => p.card.arcana === 'major').length;
  if (majors / total >= 0.4) score *= 1.2;
  const lean: TarotLean = score >= 0.2 ? 'yes' : score <= -0.2 ? 'no' : 'unclear';
  const strength =
    lean === 'unclear'
      ? null
      : Math.abs(score) >= 0.6
        ? 'clearly'
        : Math.abs(score) >= 0.35
          ? 'fairly'
          : 'slightly';

  const outcome = placed[total - 1]!;
  const querent = spread === 'three-card' ? placed[1]! : placed.find((p) => p.d.positionKey === 'self')!;
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
  const balance: string[] = [];
  if (reversed * 2 > total)
    balance.push(
      `${reversed === total ? 'every card is' : `${cardinal(reversed)} of the ${cardinal(total)} cards are`} reversed, which slows things`,
    );
  if (warm * 2 >= total) balance.push('the warm suits, Cups and Wands, lead');
  else if (swords >= 2) balance.push(`${cardinal(swords)} Swords add friction`);
  if (majors / total >= 0.4) balance.push(`${cardinal(majors)} Major Arcana give the answer extra weight`);
  if (balance.length > 0) because.push(`In the balance of the spread: ${balance.join('; ')}.`);
  return { lean, strength, because };
}
