// How cards are named in running prose, the crossing card against the heart of the matter, and
// the shape of a yes/no lean (decided by threeCardLean and crossLean). The three-card story itself is told in
// tarot-report.ts, from the asker's matter and the cards' own themes.
import type { Rank, Suit, TarotCard } from '../tarot/deck';
import type { DrawnCard } from '../tarot/draw';
import type { TarotLean } from '../tarot/meanings';
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

/** A lean as a vote: yes for, no against, unclear neither. */
export const LEAN_VALUE: Record<TarotLean, number> = { yes: 1, no: -1, unclear: 0 };

export interface SpreadLean {
  lean: TarotLean;
  /** How firmly the cards lean; null when they do not. */
  strength: 'slightly' | 'fairly' | 'clearly' | null;
  /** Sentences that name the cards behind the lean. */
  because: string[];
}

/** Where each three-card position stands, as a reader says it after the card's name. */
export const WHEN: Record<string, string> = { past: 'behind you', present: 'now', future: 'ahead' };

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);

/**
 * What a suit brings to a matter when it dominates a spread, as a reader says it, in more than one
 * wording so that readings side by side do not share the sentence.
 */
const SUIT_SAYS: Record<Suit, readonly string[]> = {
  wands: [
    'Wands, the fire suit of will and enterprise, so this turns on what you are willing to start and push for',
    'Wands, the suit of fire, so this is a matter of energy: where you point it counts for more than how much there is',
    'Wands, fire cards, so what happens depends on the energy you put in and keep up',
  ],
  cups: [
    // Not "more than on facts and figures": a mortgage turns on exactly those (review w).
    'Cups, the water suit of feeling and bonds, so feelings and loyalties shape this as much as anything practical',
    'Cups, the suit of water, so what is felt here counts for more than what is reasoned',
    'Cups, water cards, so the feelings involved, yours and others’, carry this',
  ],
  swords: [
    'Swords, the air suit of thought, words and conflict, so this turns on what is said and decided, and on how much worry you let in',
    'Swords, the suit of air, so the words spoken and the thinking behind them decide much of this',
    'Swords, air cards, so clear thinking and honest words carry more weight here than feeling',
  ],
  // No money named (review r27: "money, time and effort" on whether he is ready for commitment):
  // the earth suit is what is done, which fits a purse and a bond alike.
  pentacles: [
    'Pentacles, the earth suit of the body, work and time, so this turns on practical things done steadily',
    'Pentacles, the suit of earth, so this is decided by concrete things: time given and effort kept up',
    'Pentacles, earth cards, so what is done, week after week, counts for more here than what is said',
  ],
};

const PLURAL_RANK: Record<Rank, string> = {
  ace: 'Aces',
  two: 'Twos',
  three: 'Threes',
  four: 'Fours',
  five: 'Fives',
  six: 'Sixes',
  seven: 'Sevens',
  eight: 'Eights',
  nine: 'Nines',
  ten: 'Tens',
  page: 'Pages',
  knight: 'Knights',
  queen: 'Queens',
  king: 'Kings',
};

/** What a repeated number or court rank says across a spread. */
/**
 * Cards whose own meaning runs against what their number says (the bound Eight of Swords is no
 * movement, the Four of Wands a celebration rather than standing still, the Nine of Swords a night
 * of worry rather than a culmination): a number remark naming one of them would contradict its paragraph.
 */
const RANK_MISFITS = new Set(['swords-08-eight', 'wands-04-four', 'swords-09-nine', 'cups-08-eight']);

const RANK_SAYS: Record<Rank, string> = {
  ace: 'beginnings: a seed is being planted',
  two: 'choices and balance between two things',
  three: 'growth and first results, usually with other people',
  four: 'standing still, for stability or for rest',
  five: 'friction and loss, the stretch where things are tested',
  six: 'give and take, and a passage out of difficulty',
  seven: 'testing and taking stock, when effort has to be judged',
  eight: 'movement and hard work, things picking up speed',
  nine: 'a matter close to its culmination',
  ten: 'completion, a matter carried as far as it will go',
  page: 'news, learning and first tries',
  knight: 'movement and action, someone setting out',
  queen: 'mastery turned inward: care, intuition and judgement',
  king: 'authority and the responsibility that comes with it',
};

/**
 * What a repeated number says when most of its cards are reversed: the number's work held back or
 * gone wrong, since "a seed is being planted" of two reversed Aces contradicts both (review d).
 */
const RANK_HELD: Record<Rank, string> = {
  ace: 'beginnings held back: a seed that has not yet taken',
  two: 'a choice put off, or a balance that will not hold',
  three: 'growth and first results slow to come, or shared plans gone awry',
  four: 'stillness that has gone on too long, or rest that does not restore',
  five: 'friction and loss beginning to ease, though the test is not over',
  six: 'give and take out of balance, and a way out of difficulty delayed',
  seven: 'taking stock put off, or effort losing heart',
  eight: 'movement stalled and hard work losing its way',
  nine: 'a culmination delayed or not quite reached',
  ten: 'an ending that drags, or a matter that will not be carried through',
  page: 'news delayed and first tries that falter',
  knight: 'movement stalled, or action rushed or dropped',
  queen: 'care, intuition and judgement under strain',
  king: 'authority misused, or responsibility set down',
};

/**
 * The spread as a whole, as a reader glances at the table before reading card by card: how much
 * of it is Major Arcana (and so how much is in the asker's hands), a suit that dominates, court
 * cards as people, reversals and a repeated number. Only what stands out is said, in at most three
 * sentences; a spread with nothing unusual gets nothing.
 */
export function spreadSynthesis(
  placed: Placed[],
  c: { pick<T>(slot: string, o: readonly T[]): T },
  /**
   * A body's or a treatment's course is not the asker's to drive: a suit's "this turns on the
   * energy you put in" would tell a daughter her mother's recovery depends on her (review r23).
   */
  { outOfHand = false, thin = false }: { outOfHand?: boolean; thin?: boolean } = {},
): string {
  const n = placed.length;
  const three = n === 3;
  const majors = placed.filter((p) => p.card.arcana === 'major');
  const minors = placed.filter((p) => p.card.arcana === 'minor');
  const courts = minors.filter((p) => ['page', 'knight', 'queen', 'king'].includes(p.card.rank ?? ''));
  const reversed = placed.filter((p) => rev(p.d)).length;
  const out: string[] = [];
  // In three cards, a card already listed by an earlier remark is not listed again: the figures,
  // reversals and numbers are said of "the cards" so that no card is named three times here.
  const told = new Set<string>();
  const listed = (ps: Placed[]) => {
    const again = three && ps.some((p) => told.has(p.card.id));
    for (const p of ps) told.add(p.card.id);
    return again ? null : listOf(ps.map(nm));
  };

  if (three ? majors.length === 3 : majors.length >= 5)
    out.push(
      // Three majors in three cards happen about once in fifty draws; five or more in ten, about
      // one draw in eight, against the usual two or three. Said of any matter, a noisy flatmate
      // included, so it weighs the matter without calling it a turning point in a life (review r33).
      `${three ? 'All three cards are Major Arcana, which is rare' : `${capitalise(word(majors.length))} of the ten cards are Major Arcana, well above the usual two or three`}: the cards give this more weight than its size may suggest, and what is in your hands is how you meet it.`,
    );
  // Two majors in three cards happen in about one draw in six: a count that common says nothing,
  // so only the Celtic Cross remarks on an above-usual share (review r26).
  // A thin three-card reading with two majors says where its one minor card falls: the ordinary,
  // everyday part of the matter, where choices tell most.
  else if (three && thin && majors.length === 2) {
    const minor = placed.find((p) => p.card.arcana === 'minor')!;
    told.add(minor.card.id);
    out.push(
      minor.d.positionKey === 'future'
        ? `${capitalise(nm(minor))}, ahead, is the only Minor Arcana card, so where this goes from here is more in everyday hands than where it came from.`
        : minor.d.positionKey === 'present'
          ? `${capitalise(nm(minor))}, now, is the only Minor Arcana card, set between two Majors: the day-to-day is where you can act, even while larger forces frame it.`
          : `Only ${nm(minor)}, behind you, is a Minor Arcana card: what started this was ordinary, but what it has become is larger.`,
    );
  } else if (!three && majors.length === 4)
    out.push(
      `Four of the ten cards are Major Arcana, so more of this rests on large turns than on everyday choices, and your part is how you meet them.`,
    );
  // Three cards without a major are the common case, so only the Celtic Cross remarks on few of them.
  else if (!three && majors.length <= 1)
    out.push(
      majors.length === 1
        ? `${capitalise(nm(majors[0]!))} is the only Major Arcana card among the ten, so this is mostly everyday ground, and most of it is in your hands.`
        : c.pick('syn:nomajor', [
            'With no Major Arcana among the ten cards, this is everyday ground, and nearly all of it is in your hands.',
            'The Major Arcana are absent from all ten cards, so nothing here is fate: it is ordinary life, and yours to shape.',
          ]),
    );

  const bySuit = new Map<Suit, Placed[]>();
  for (const p of minors) bySuit.set(p.card.suit!, [...(bySuit.get(p.card.suit!) ?? []), p]);
  const [topSuit, top] = [...bySuit.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [null, []];
  if (topSuit && top.length >= (three ? 2 : 4) && !outOfHand) {
    const lead = three
      ? `${capitalise(listed(top) ?? 'the cards')} ${top.length === 3 ? 'are all' : 'are both'}`
      : `${capitalise(word(top.length))} of the ten cards are`;
    out.push(`${lead} ${c.pick(`syn:suit:${topSuit}`, SUIT_SAYS[topSuit])}.`);
  }

  if (!three && courts.length >= 3) {
    const who = listed(courts);
    out.push(
      `${capitalise(word(courts.length))} of the cards are figures${who ? `, ${who},` : ','} which makes this a matter of people as much as events.`,
    );
  }

  // The cards no earlier remark has listed are named here, the others are not named a second time.
  const allReversed = (untold: Placed[]) => {
    for (const p of untold) told.add(p.card.id);
    if (untold.length === 3) return `With ${listOf(untold.map(nm))}, every card is reversed`;
    if (untold.length > 0) return `With ${listOf(untold.map(nm))} as well, every card is reversed`;
    return c.pick('syn:allrev', [
      'On top of that, every card is reversed',
      'And every card is reversed',
      'Not one of the three is upright: every card is reversed',
    ]);
  };
  if (three ? reversed === 3 : reversed >= 7)
    out.push(
      `${three ? allReversed(placed.filter((p) => !told.has(p.card.id))) : `${capitalise(word(reversed))} of the ten cards are reversed`}: ${three ? c.pick('syn:allrev:why', ['each stage of this is held back, from what began it to where it heads, so expect it to move slower than you would like and look first for what is being resisted', 'nothing here flows freely yet, so the first task is to find what is being held in or held off', 'the energy runs inward at every stage, which asks for patience and for an honest look at what you are resisting', 'this is a matter still working itself out beneath the surface, slower than you would like, and it eases as the resistance does']) : 'much of this is held back or turned inward, so expect delays, and look first for what is being resisted'}.`,
    );
  else if (!three && reversed === 0)
    out.push(
      'Not one card is reversed, so nothing here is stuck: the energy runs freely, for better or worse.',
    );

  const byRank = new Map<Rank, Placed[]>();
  for (const p of minors) byRank.set(p.card.rank!, [...(byRank.get(p.card.rank!) ?? []), p]);
  const repeated = [...byRank.entries()]
    .filter(
      ([rank, ps]) =>
        ps.length >= (three ? 2 : 3) &&
        !ps.some((p) => RANK_MISFITS.has(p.card.id)) &&
        !(courts.length >= 2 && ['page', 'knight', 'queen', 'king'].includes(rank)),
    )
    .sort((a, b) => b[1].length - a[1].length)[0];
  if (repeated && out.length < 3) {
    const [rank, ps] = repeated;
    const which = listed(ps);
    const says = ps.filter((p) => rev(p.d)).length * 2 > ps.length ? RANK_HELD[rank] : RANK_SAYS[rank];
    out.push(
      which
        ? `${capitalise(which)} are ${ps.length === 2 ? 'both' : 'all'} ${PLURAL_RANK[rank]}, and together they speak of ${says}.`
        : `The ${word(ps.length)} ${PLURAL_RANK[rank]} together speak of ${says}.`,
    );
  }
  return out.slice(0, 3).join(' ');
}

const listOf = (items: string[]) =>
  items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Cards that picture waiting or standing still, whatever their suit. */
const PAUSES = new Set([
  'major-12-hanged-man',
  'swords-04-four',
  'swords-02-two',
  'pentacles-07-seven',
  'cups-04-four',
  'pentacles-04-four',
]);
/** Cards that picture speed. */
const SWIFT = new Set(['wands-08-eight', 'wands-12-knight', 'swords-12-knight', 'major-07-chariot']);

/**
 * An honest answer to "When…?": no date, only the pace the cards ahead show, as readers read it
 * (Wands quick, Swords sudden, Cups by feeling, Pentacles slow, a pause card or a reversal a wait,
 * the Major Arcana on their own time).
 */
export function paceOf(ahead: Placed[]): { short: string; full: string } {
  const waits = ahead.filter((p) => PAUSES.has(p.card.id) || rev(p.d));
  const swift = ahead.filter((p) => SWIFT.has(p.card.id) && !rev(p.d));
  const suits = ahead.map((p) => p.card.suit).filter((s): s is Suit => s !== null);
  const lead = 'The cards give no date, and a reader who names one is guessing; what they do show is pace.';
  const verb = (plural: string, one: string) => (ahead.length > 1 ? plural : one);
  if (swift.length > 0 && waits.length === 0)
    return {
      short: 'quickly, once it starts',
      full: `${lead} ${capitalise(nm(swift[0]!))} is one of the fastest cards in the deck, so once it starts this moves quickly, in weeks rather than months.`,
    };
  if (waits.length >= Math.max(1, ahead.length - 1))
    return {
      short: 'not soon: there is a wait first',
      full: `${lead} ${capitalise(listOf(waits.map(nm)))} ${waits.length > 1 ? 'show' : 'shows'} a wait${waits.some((p) => rev(p.d)) ? ', with something held back' : ''}: this is slower than you would like, and pushing will not hurry it, so look for movement over the next season rather than the next week.`,
    };
  if (ahead.every((p) => p.card.arcana === 'major'))
    return {
      short: 'on its own time, when the larger change around it is ready',
      full: `${lead} ${capitalise(listOf(ahead.map(nm)))} ${verb('are', 'is')} Major Arcana, which keep their own time: it comes when the larger change around it is ready, not on your schedule.`,
    };
  const count = (s: Suit) => suits.filter((x) => x === s).length;
  const main = (['wands', 'swords', 'cups', 'pentacles'] as Suit[]).sort((a, b) => count(b) - count(a))[0]!;
  const pace: Record<Suit, [string, string]> = {
    wands: ['fairly soon, in weeks once you act', 'fire moves fast, so think in weeks, once you act'],
    swords: [
      'suddenly, after a decision or a piece of news',
      'air moves suddenly, so expect things to shift quickly after a decision or a piece of news',
    ],
    cups: [
      'when you are ready for it, most likely over months',
      'water moves with feeling, so it comes when you are ready for it rather than by the calendar, most likely over months',
    ],
    pentacles: [
      'slowly, over months or a season',
      'earth moves slowly, so think in months or a season, with steady work along the way',
    ],
  };
  // Only the suit's own cards are counted in it; a Major Arcana card beside them keeps its own time.
  const ofMain = ahead.filter((p) => p.card.suit === main);
  const majors = ahead.filter((p) => p.card.arcana === 'major');
  const own = majors.length
    ? `, while ${listOf(majors.map(nm))} ${majors.length > 1 ? 'keep their' : 'keeps its'} own time`
    : '';
  return {
    short: pace[main][0],
    full: `${lead} ${capitalise(listOf(ofMain.map(nm)))} ${ofMain.length > 1 ? 'are' : 'is'} ${capitalise(main)}, and ${pace[main][1]}${own}${waits.length > 0 ? `, though ${nm(waits[0]!)} adds a delay` : ''}.`,
  };
}
